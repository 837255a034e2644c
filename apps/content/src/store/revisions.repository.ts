import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { deflateRawSync, inflateRawSync } from 'node:zlib';
import { DOCUMENT_STORE, type DocumentCollection, type DocumentStore, type NewDocument, type StoredDocument } from '@labmedicin/platform';
import type { RevisionChange } from '@labmedicin/contracts';
import type { ArticleFields } from './articles.repository';

/**
 * One saved state of an article. (articleId, versionNumber) is unique: of two saves based on the
 * same version only the first stores its revision, so the second cannot overwrite it.
 */
export interface RevisionDocument extends StoredDocument, ArticleFields {
  articleId: string;
  versionNumber: number;
  timestamp: string;
  /** The username of the session that saved, never a value from the request body. */
  editedBy: string;
  /** The editor's own words. */
  changeDescription?: string;
  /** What the server did, as a code with its values (see RevisionChange). */
  change?: RevisionChange;
  /**
   * The id of the request whose save stored it: the same request run again (a replica taking over
   * from one that died) is answered with that save. Absent on first revisions and retags.
   */
  savedByRequest?: string;
}

export type RevisionListRecord = Pick<RevisionDocument, '_id' | 'versionNumber' | 'timestamp' | 'editedBy' | 'changeDescription' | 'change'>;

/** What a revision is found, sorted and listed by: stored as they are. */
const RECORD_FIELDS = ['_id', 'articleId', 'versionNumber', 'timestamp', 'editedBy', 'changeDescription', 'change', 'savedByRequest'] as const;
type RevisionRecord = Pick<RevisionDocument, (typeof RECORD_FIELDS)[number]>;

/**
 * A revision as stored. In the embedded store, which keeps every document in memory: its record, and
 * every other field (the article's title, body, summary, tags...) as one JSON object, deflated and in
 * base64. Old revisions are read only by editors: packed, 10,000 first revisions take about 19 instead
 * of about 48 MB of content's heap. A server store (MongoDB) keeps revisions as they are, for operators
 * to read and query. Either form reads the same.
 */
interface StoredRevision extends RevisionRecord {
  packedFields?: string;
}

/** Name of the field that holds the packed fields. */
const PACKED = 'packedFields';

function pack(revision: NewDocument<RevisionDocument>): NewDocument<StoredRevision> {
  const record: Record<string, unknown> = {};
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(revision)) {
    if (value === undefined) continue;
    if ((RECORD_FIELDS as readonly string[]).includes(key)) record[key] = value;
    else fields[key] = value;
  }
  return { ...(record as NewDocument<RevisionRecord>), [PACKED]: deflateRawSync(JSON.stringify(fields)).toString('base64') };
}

function unpack(stored: StoredRevision): RevisionDocument {
  const { [PACKED]: packed, ...rest } = stored;
  if (packed === undefined) return rest as RevisionDocument;
  return { ...rest, ...(JSON.parse(inflateRawSync(Buffer.from(packed, 'base64')).toString('utf8')) as ArticleFields) };
}

/**
 * The 'revisions' collection, each revision's article fields packed where the store holds documents
 * in memory (see StoredRevision). Returns plain objects. History is only ever added to.
 */
@Injectable()
export class RevisionsRepository implements OnModuleInit {
  private readonly revisions: DocumentCollection<StoredRevision>;
  private readonly packs: boolean;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.revisions = store.collection<StoredRevision>('revisions');
    this.packs = store.holdsDocumentsInMemory;
  }

  async onModuleInit(): Promise<void> {
    await this.revisions.ensureIndex({ fields: { articleId: 1, versionNumber: 1 }, unique: true });
    await this.revisions.ensureIndex({ fields: { timestamp: 1 } });
    if (this.packs) await this.packStoredBefore();
  }

  private stored(revision: NewDocument<RevisionDocument>): NewDocument<StoredRevision> {
    return this.packs ? pack(revision) : revision;
  }

  /**
   * Packs the revisions stored before packing, one at a time: each is rewritten whole, so a stop
   * half way leaves every revision either as it was or packed, and the next start packs the rest.
   */
  private async packStoredBefore(): Promise<void> {
    const unpacked = await this.revisions.find({ [PACKED]: { $exists: false } });
    for (const stored of unpacked) {
      const { _id, ...revision } = pack(stored as unknown as RevisionDocument);
      const fields = Object.keys(stored).filter((key) => !(RECORD_FIELDS as readonly string[]).includes(key));
      await this.revisions.updateOne(
        { _id: stored._id, [PACKED]: { $exists: false } },
        { $set: { [PACKED]: revision[PACKED] }, ...(fields.length > 0 ? { $unset: Object.fromEntries(fields.map((key) => [key, true as const])) } : {}) },
      );
    }
  }

  /** DuplicateKeyError when that version of the article already exists. */
  async insert(revision: NewDocument<RevisionDocument>): Promise<RevisionDocument> {
    return unpack(await this.revisions.insertOne(this.stored(revision)));
  }

  /** All or none; DuplicateKeyError when any of those versions already exists. */
  async insertMany(revisions: NewDocument<RevisionDocument>[]): Promise<RevisionDocument[]> {
    return (await this.revisions.insertMany(revisions.map((revision) => this.stored(revision)))).map(unpack);
  }

  /** Takes back revisions whose article save did not happen (the save is reported as failed). */
  async withdraw(ids: string[]): Promise<void> {
    if (ids.length > 0) await this.revisions.deleteMany({ _id: { $in: ids } });
  }

  /** Revisions in id order after `id` (from the first when null), unpacked: an export reads them a batch at a time. */
  async batchAfter(id: string | null, size: number): Promise<RevisionDocument[]> {
    return (await this.revisions.find(id === null ? {} : { _id: { $gt: id } }, { sort: { _id: 1 }, limit: size })).map(unpack);
  }

  async find(articleId: string, versionNumber: number): Promise<RevisionDocument | null> {
    const stored = await this.revisions.findOne({ articleId, versionNumber });
    return stored && unpack(stored);
  }

  /** Every revision of an article, oldest first. */
  async allOf(articleId: string): Promise<RevisionDocument[]> {
    return (await this.revisions.find({ articleId }, { sort: { versionNumber: 1 } })).map(unpack);
  }

  /** The revisions saved at or after `timestamp` (an ISO time), oldest first. */
  async savedSince(timestamp: string): Promise<RevisionDocument[]> {
    return (await this.revisions.find({ timestamp: { $gte: timestamp } }, { sort: { timestamp: 1 } })).map(unpack);
  }

  /** One page of an article's history, newest first, and the number of all its revisions. */
  async page(articleId: string, page: number, limit: number): Promise<{ records: RevisionListRecord[]; total: number }> {
    const [records, total] = await Promise.all([
      this.revisions.find(
        { articleId },
        {
          sort: { versionNumber: -1 },
          skip: (page - 1) * limit,
          limit,
          projection: { versionNumber: 1, timestamp: 1, editedBy: 1, changeDescription: 1, change: 1 },
        },
      ),
      this.revisions.count({ articleId }),
    ]);
    return { records, total };
  }

  async isEmpty(): Promise<boolean> {
    return (await this.revisions.count({})) === 0;
  }

  /** Whether anyone but this editor (the seed's) ever saved a version. */
  async anyEditedByOtherThan(editor: string): Promise<boolean> {
    return (await this.revisions.count({ editedBy: { $ne: editor } })) > 0;
  }
}
