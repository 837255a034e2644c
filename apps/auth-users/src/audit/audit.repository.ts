import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AuditEntry, AuditFilter } from '@labmedicin/contracts';
import { DOCUMENT_STORE, DuplicateKeyError, type DocumentCollection, type DocumentStore, type Filter } from '@labmedicin/platform';
import { swedishDayStart } from './swedish-days';

/**
 * A stored entry. `once` (request id and action) is unique: a delivery of the same event again
 * (the Redis Streams transport delivers at least once) stores nothing more.
 */
type AuditDocument = AuditEntry & { once: string };

function filterOf(filter: AuditFilter, before?: string): Filter {
  const query: Filter = {};
  if (filter.action) query.action = filter.action;
  if (filter.actor) query['actor.username'] = { $regex: new RegExp(escapeRegExp(filter.actor), 'i') };
  const at: Record<string, string> = {};
  if (filter.from) at.$gte = swedishDayStart(filter.from);
  if (filter.to) at.$lt = swedishDayStart(filter.to, true);
  if (Object.keys(at).length > 0) query.at = at;
  if (before) query._id = { $lt: before };
  return query;
}

/**
 * The 'auditEntries' collection: append-only. Nothing here changes an entry; deleting is only
 * for entries past the retention period.
 */
@Injectable()
export class AuditRepository implements OnModuleInit {
  private readonly entries: DocumentCollection<AuditDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.entries = store.collection<AuditDocument>('auditEntries');
  }

  async onModuleInit(): Promise<void> {
    await this.entries.ensureIndex({ fields: { at: 1 } });
    await this.entries.ensureIndex({ fields: { once: 1 }, unique: true });
  }

  /** Stores the entry; false when this request's entry of this action is stored already. */
  async append(entry: Omit<AuditEntry, '_id'>): Promise<boolean> {
    try {
      await this.entries.insertOne({ ...entry, once: `${entry.requestId} ${entry.action}` });
      return true;
    } catch (error) {
      if (error instanceof DuplicateKeyError) return false;
      throw error;
    }
  }

  /** Newest first (ids are in the order entries were stored). */
  async page(filter: AuditFilter, skip: number, limit: number): Promise<{ entries: AuditEntry[]; total: number }> {
    const query = filterOf(filter);
    const [entries, total] = await Promise.all([
      this.entries.find(query, { sort: { _id: -1 }, skip, limit, projection: { once: 0 } }),
      this.entries.count(query),
    ]);
    return { entries: entries.map(withoutKey), total };
  }

  /** The next `limit` entries older than the entry `before`, newest first. */
  async olderThan(filter: AuditFilter, before: string | undefined, limit: number): Promise<AuditEntry[]> {
    return (await this.entries.find(filterOf(filter, before), { sort: { _id: -1 }, limit, projection: { once: 0 } })).map(withoutKey);
  }

  /** Deletes the entries recorded before `cutoff` (ISO); returns how many. */
  deleteRecordedBefore(cutoff: string): Promise<number> {
    return this.entries.deleteMany({ at: { $lt: cutoff } });
  }
}

function withoutKey({ once: _once, ...entry }: AuditDocument): AuditEntry {
  return entry;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
