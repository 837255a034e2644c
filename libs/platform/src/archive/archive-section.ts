import type { Readable } from 'node:stream';
import type { DocumentStore, Filter, StoredDocument } from '../documents';

/** One stored document as the archive carries it: plain JSON, its `_id` kept. */
export type ArchiveRecord = Record<string, unknown> & { _id: string };

/** What an export leaves out, and so what an import of that archive leaves alone. */
export interface ArchiveOptions {
  /** Accounts (users with their password hashes, and their avatars) are not in the archive. */
  withoutAccounts: boolean;
}

/** One collection of a service, read and written through that service's own repository or store. */
export interface ArchiveCollection {
  /** The collection's name in the archive, unique within its service. */
  readonly name: string;
  /**
   * Every record, a batch at a time from the store, never the whole collection in memory; in `_id`
   * order, from after `after` when given (a running service answers an export a page at a time).
   */
  records(options: ArchiveOptions, after?: string): AsyncIterable<ArchiveRecord>;
  /** Stores records read from an archive, as they were (same ids). */
  insertBatch(records: ArchiveRecord[]): Promise<void>;
}

export interface ArchivedFileInfo {
  key: string;
  size: number;
  contentType: string;
}

/** A service's files in the objects port (images, avatars). */
export interface ArchiveFiles {
  list(options: ArchiveOptions): AsyncIterable<ArchivedFileInfo>;
  read(key: string): Promise<Readable>;
  write(key: string, bytes: Buffer, contentType: string): Promise<void>;
}

/**
 * What one service puts into an archive and takes back from one. Each service builds its own from
 * its stores, so the embedded and the production profile export and import with the same code.
 */
export interface ArchiveSection {
  /** The service's name, the folder of its entries: content, comments, auth-users, media. */
  readonly service: string;
  /** Accounts only: left out of an archive made without accounts, and left alone by its import. */
  readonly accounts?: boolean;
  /** In the order an import writes them. */
  readonly collections: ArchiveCollection[];
  readonly files?: ArchiveFiles;
  /** Documents and files the service holds of what an archive with these options carries: 0 is empty. */
  count(options: ArchiveOptions): Promise<number>;
  /** Deletes what an archive with these options carries (an import with --replace, or undoing one). */
  clear(options: ArchiveOptions): Promise<void>;
  /** After every section is imported: e.g. drop a search index so that the next start rebuilds it from the store. */
  afterImport?(): Promise<void>;
}

/** How many documents a collection's export reads from the store at a time. */
const PAGE = 500;

/**
 * A collection archived as its documents are stored, read in pages by `_id` (the same order in
 * both stores). `filter` narrows what is archived (and so what counts and is cleared).
 */
export function storedCollection(store: DocumentStore, name: string, filter: (options: ArchiveOptions) => Filter = () => ({})): ArchiveCollection & {
  count(options: ArchiveOptions): Promise<number>;
  clear(options: ArchiveOptions): Promise<void>;
} {
  const collection = store.collection<StoredDocument>(name);
  return {
    name,
    async *records(options, start) {
      let after: string | null = start ?? null;
      for (;;) {
        const page: StoredDocument[] = await collection.find(
          { ...filter(options), ...(after === null ? {} : { _id: { $gt: after } }) },
          { sort: { _id: 1 }, limit: PAGE },
        );
        for (const doc of page) yield doc as ArchiveRecord;
        if (page.length < PAGE) return;
        after = page[page.length - 1]._id;
      }
    },
    async insertBatch(records) {
      if (records.length > 0) await collection.insertMany(records);
    },
    count: (options) => collection.count(filter(options)),
    clear: async (options) => {
      await collection.deleteMany(filter(options));
    },
  };
}
