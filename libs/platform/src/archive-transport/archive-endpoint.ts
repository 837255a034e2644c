import { ARCHIVE_BATCH_BYTES, ARCHIVE_BATCH_MAX, isAdmin, type RequestMeta } from '@labmedicin/contracts';
import type { z } from 'zod';
import type { archiveFileWriteSchema, archiveInsertSchema, archivePageSchema, archiveReadSchema, archiveScopeSchema, archiveStateSchema } from '@labmedicin/contracts';
import type { ArchiveSection } from '../archive';
import { fail } from '../errors';

/** The name a read asks for a section's object-store files by (the archive's `<service>/files.jsonl`). */
export const ARCHIVE_FILES = 'files';

export interface ArchiveEndpointOptions {
  /**
   * Whether a section that holds something holds only what the installation's first start made
   * (content: the seed; auth-users: the first admin). Without it, only an empty section is fresh.
   */
  fresh?: () => Promise<boolean>;
  /** After the archive's last batch and the section's own afterImport (content: the search index). */
  afterImport?: () => Promise<void>;
}

type Page = z.output<typeof archivePageSchema>;

/**
 * A service's side of the running installation's export and import: its ArchiveSection (the same
 * the command line uses on a stopped installation) answered page by page over the transport. A page
 * starts after the last record of the one before, so any replica of the service can answer the
 * next; nothing is kept between messages. Admins only: the gateway checks, and so does this.
 */
export class ArchiveEndpoint {
  constructor(
    private readonly section: ArchiveSection,
    private readonly options: ArchiveEndpointOptions = {},
  ) {}

  async state(meta: RequestMeta, scope: z.output<typeof archiveScopeSchema>): Promise<z.output<typeof archiveStateSchema>> {
    requireAdmin(meta);
    const records = await this.section.count(scope);
    const { collections, files, accounts = false } = this.section;
    return {
      records,
      fresh: records === 0 || (await this.options.fresh?.()) === true,
      collections: collections.map((collection) => collection.name),
      files: files !== undefined,
      accounts,
    };
  }

  async read(meta: RequestMeta, { collection, after, skip, withoutAccounts }: z.output<typeof archiveReadSchema>): Promise<Page> {
    requireAdmin(meta);
    const options = { withoutAccounts };
    if (collection !== ARCHIVE_FILES) return pageOf(this.collection(collection).records(options, after));
    if (!this.section.files) throw fail('VALIDATION_FAILED');
    return pageOf(this.section.files.list(options), skip);
  }

  async clear(meta: RequestMeta, scope: z.output<typeof archiveScopeSchema>): Promise<{ ok: true }> {
    requireAdmin(meta);
    await this.section.clear(scope);
    return { ok: true };
  }

  async insert(meta: RequestMeta, { collection, records }: z.output<typeof archiveInsertSchema>): Promise<{ inserted: number }> {
    requireAdmin(meta);
    await this.collection(collection).insertBatch(records);
    return { inserted: records.length };
  }

  async writeFile(meta: RequestMeta, { key, contentType, data }: z.output<typeof archiveFileWriteSchema>): Promise<{ ok: true }> {
    requireAdmin(meta);
    if (!this.section.files) throw fail('VALIDATION_FAILED');
    await this.section.files.write(key, Buffer.from(data, 'base64'), contentType);
    return { ok: true };
  }

  async finish(meta: RequestMeta): Promise<{ ok: true }> {
    requireAdmin(meta);
    await this.section.afterImport?.();
    await this.options.afterImport?.();
    return { ok: true };
  }

  private collection(name: string) {
    const found = this.section.collections.find((collection) => collection.name === name);
    if (!found) throw fail('VALIDATION_FAILED');
    return found;
  }
}

function requireAdmin(meta: RequestMeta): void {
  if (!meta.actor) throw fail('NOT_LOGGED_IN');
  if (!isAdmin(meta.actor)) throw fail('ADMIN_REQUIRED');
}

/**
 * Up to ARCHIVE_BATCH_MAX records or ARCHIVE_BATCH_BYTES of their JSON, after the first `skip`.
 * Collections are read from after the last record sent, in `_id` order; files from the image
 * records' order, so their page skips those sent before. One record more is read to learn whether
 * there is a next page; it is sent again at the start of that page.
 */
async function pageOf(source: AsyncIterable<object>, skip = 0): Promise<Page> {
  const records: Page['records'] = [];
  let bytes = 0;
  let skipped = 0;
  for await (const item of source) {
    if (skipped < skip) {
      skipped++;
      continue;
    }
    if (records.length === ARCHIVE_BATCH_MAX || bytes >= ARCHIVE_BATCH_BYTES) return { records, more: true };
    records.push(item as Page['records'][number]);
    bytes += JSON.stringify(item).length;
  }
  return { records, more: false };
}
