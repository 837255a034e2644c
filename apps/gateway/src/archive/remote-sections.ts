import { ARCHIVE_BATCH_BYTES, ARCHIVE_BATCH_MAX, ARCHIVE_MESSAGES, type RequestMeta, type ServiceName } from '@labmedicin/contracts';
import {
  ARCHIVE_FILES,
  type ArchiveCollection,
  type ArchivedFileInfo,
  type ArchiveFiles,
  type ArchiveRecord,
  type ArchiveSection,
  type ObjectStore,
  type ServiceClient,
} from '@labmedicin/platform';

/** The services in the order their sections stand in an archive (docs/export-format.md). */
const ARCHIVE_SERVICES = ['content', 'comments', 'auth-users', 'media'] as const satisfies readonly ServiceName[];

/**
 * Clearing a collection, rebuilding what depends on it, or storing a batch may take a service far
 * longer than a reader's request: these steps wait this long for its answer.
 */
const LONG_STEP = { timeoutMs: 5 * 60_000 };

/** A service's section as the running gateway reaches it, with what its service says of it now. */
export interface RemoteSection extends ArchiveSection {
  /** Whether it holds nothing but what the installation's first start made. */
  readonly fresh: boolean;
}

/**
 * Each service's section of the archive, reached over the transport: its records a page at a time,
 * its files' bytes from the object store the gateway serves /uploads from (never through the
 * transport), and an import's records in batches small enough for one message each. The same
 * sections the command line opens on a stopped installation, so the download and the import are
 * the command line's archive.
 */
export async function remoteSections(services: ServiceClient, objects: ObjectStore, meta: RequestMeta): Promise<RemoteSection[]> {
  return Promise.all(
    ARCHIVE_SERVICES.map(async (service) => {
      const M = ARCHIVE_MESSAGES[service];
      const state = await services.send(M.state, { withoutAccounts: false }, meta);
      const collections = state.collections.map(
        (name): ArchiveCollection => ({
          name,
          records: (options) => recordPages(services, service, name, options.withoutAccounts, meta),
          insertBatch: (records) => insertInBatches(services, service, name, records, meta),
        }),
      );
      const files: ArchiveFiles | undefined = state.files
        ? {
            list: (options) => filePages(services, service, options.withoutAccounts, meta),
            read: async (key) => {
              const found = await objects.get(key);
              if (!found) throw new Error(`${service}: the file ${key} is listed but not in the object store`);
              return found.body;
            },
            write: async (key, bytes, contentType) => {
              await services.send(M.writeFile, { key, contentType, data: bytes.toString('base64') }, meta, LONG_STEP);
            },
          }
        : undefined;
      return {
        service,
        accounts: state.accounts,
        fresh: state.fresh,
        collections,
        files,
        count: async (options) => (await services.send(M.state, options, meta)).records,
        clear: async (options) => {
          await services.send(M.clear, options, meta, LONG_STEP);
        },
        afterImport: async () => {
          await services.send(M.finish, {}, meta, LONG_STEP);
        },
      };
    }),
  );
}

/** A collection's records, page after page, each page starting after the last record of the one before. */
async function* recordPages(services: ServiceClient, service: ServiceName, collection: string, withoutAccounts: boolean, meta: RequestMeta): AsyncGenerator<ArchiveRecord> {
  let after: string | undefined;
  for (;;) {
    const page = await services.send(ARCHIVE_MESSAGES[service].read, { collection, after, withoutAccounts }, meta);
    const records = page.records as ArchiveRecord[];
    yield* records;
    if (!page.more || records.length === 0) return;
    after = records[records.length - 1]._id;
  }
}

/** A section's files (key, size, type), page after page. */
async function* filePages(services: ServiceClient, service: ServiceName, withoutAccounts: boolean, meta: RequestMeta): AsyncGenerator<ArchivedFileInfo> {
  let skip = 0;
  for (;;) {
    const page = await services.send(ARCHIVE_MESSAGES[service].read, { collection: ARCHIVE_FILES, skip, withoutAccounts }, meta);
    yield* page.records as unknown as ArchivedFileInfo[];
    if (!page.more || page.records.length === 0) return;
    skip += page.records.length;
  }
}

/** An archive's batch, in messages of at most ARCHIVE_BATCH_MAX records and about ARCHIVE_BATCH_BYTES of JSON. */
async function insertInBatches(services: ServiceClient, service: ServiceName, collection: string, records: ArchiveRecord[], meta: RequestMeta): Promise<void> {
  let batch: ArchiveRecord[] = [];
  let bytes = 0;
  const send = async () => {
    if (batch.length > 0) await services.send(ARCHIVE_MESSAGES[service].insert, { collection, records: batch }, meta, LONG_STEP);
    batch = [];
    bytes = 0;
  };
  for (const record of records) {
    const size = JSON.stringify(record).length;
    if (batch.length === ARCHIVE_BATCH_MAX || (batch.length > 0 && bytes + size > ARCHIVE_BATCH_BYTES)) await send();
    batch.push(record);
    bytes += size;
  }
  await send();
}
