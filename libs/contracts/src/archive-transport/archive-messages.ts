import { z } from 'zod';
import { changeMessage, requestMessage } from '../catalogue/message';
import type { ServiceName } from '../catalogue/nodes';

/**
 * The running installation's export and import (the admin area's "Export everything" and import
 * page): the gateway cannot open the services' stores, so it asks each service for its part of the
 * archive (docs/export-format.md) over the transport, one page at a time, and hands it the records
 * of an imported archive in batches. Every message is for admins only; the service checks again.
 */

/** A stored document as the archive carries it: the service's own shape, `_id` kept. */
const archiveRecordSchema = z.object({ _id: z.string().min(1) }).passthrough();
/** A file of a section's object store, as the files' list gives it. */
const archiveFileSchema = z.object({ key: z.string().min(1), size: z.number().int().nonnegative(), contentType: z.string() });

/** How many records a page of an export or a batch of an import holds at most. */
export const ARCHIVE_BATCH_MAX = 500;
/** A page or batch is closed once its records' JSON passes this size, so no message grows large. */
export const ARCHIVE_BATCH_BYTES = 1024 * 1024;

const collectionName = z.string().regex(/^[A-Za-z][A-Za-z0-9-]{0,63}$/);

const withoutAccounts = z.boolean().default(false);

export const archiveReadSchema = z.object({
  /** A collection of the service's section, or `files` for its object-store files' list. */
  collection: collectionName,
  /** A collection's page holds the records after this `_id` (the last of the page before). */
  after: z.string().min(1).max(300).optional(),
  /** The files' page leaves out this many (those of the pages before). */
  skip: z.number().int().nonnegative().default(0),
  withoutAccounts,
});

export const archivePageSchema = z.object({
  records: z.array(z.union([archiveRecordSchema, archiveFileSchema])),
  /** Whether a next page has more. */
  more: z.boolean(),
});

/** What an archive with or without accounts carries, as the section counts and clears it. */
export const archiveScopeSchema = z.object({ withoutAccounts });

export const archiveStateSchema = z.object({
  /** Everything the service's section holds (ArchiveSection.count). */
  records: z.number().int().nonnegative(),
  /** Whether it holds nothing but what the installation's first start made (the seed, the first admin). */
  fresh: z.boolean(),
  /** The section's collections, in the archive's order, and whether it has object-store files. */
  collections: z.array(z.string()),
  files: z.boolean(),
  /** Accounts only: left out of an export without accounts. */
  accounts: z.boolean(),
});

export const archiveInsertSchema = z.object({
  collection: collectionName,
  records: z.array(archiveRecordSchema).min(1).max(ARCHIVE_BATCH_MAX),
});

export const archiveFileWriteSchema = z.object({
  key: z.string().min(1).max(300),
  contentType: z.string().min(1).max(200),
  /** The file's bytes, base64: the archive's images are small (LIMITS of uploads), one per message. */
  data: z.string().base64(),
});

const noPayload = z.object({}).default({});
const done = z.object({ ok: z.literal(true) });

const archiveMessagesOf = <S extends ServiceName>(service: S) => ({
  state: requestMessage(service, `${service}.archive.state`, archiveScopeSchema, archiveStateSchema),
  read: requestMessage(service, `${service}.archive.read`, archiveReadSchema, archivePageSchema),
  clear: changeMessage(service, `${service}.archive.clear`, archiveScopeSchema, done),
  insert: changeMessage(service, `${service}.archive.insert`, archiveInsertSchema, z.object({ inserted: z.number().int() })),
  writeFile: changeMessage(service, `${service}.archive.file`, archiveFileWriteSchema, done),
  /** After the last batch: what the service does once its collections are in (content: the search index). */
  finish: changeMessage(service, `${service}.archive.finish`, noPayload, done),
});

/** Each service's part of the running installation's export and import. */
export const ARCHIVE_MESSAGES = {
  'auth-users': archiveMessagesOf('auth-users'),
  content: archiveMessagesOf('content'),
  media: archiveMessagesOf('media'),
  comments: archiveMessagesOf('comments'),
} as const;
