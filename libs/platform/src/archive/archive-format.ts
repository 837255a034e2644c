import { z } from 'zod';

/** The version of the archive's layout this code writes and reads (docs/export-format.md). */
export const ARCHIVE_FORMAT_VERSION = 1;
export const ARCHIVE_FORMAT = 'labmedicin-archive';
export const MANIFEST_ENTRY = 'manifest.json';

/** Records per JSON Lines part, and its size at most (one record over it is a part alone). */
export const PART_RECORDS = 1000;
export const PART_BYTES = 8 * 1024 * 1024;

const entrySchema = z.object({
  name: z.string().min(1),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  /** JSON Lines parts: how many records. */
  records: z.number().int().nonnegative().optional(),
  /** Files: the type they are served with. */
  contentType: z.string().optional(),
});

/** Read first for its format and version alone, so a newer archive is named as such, not as damaged. */
const versionSchema = z.object({ format: z.literal(ARCHIVE_FORMAT), formatVersion: z.number().int().positive() });

const manifestSchema = versionSchema.extend({
  formatVersion: z.literal(ARCHIVE_FORMAT_VERSION),
  productVersion: z.string(),
  created: z.string(),
  withoutAccounts: z.boolean(),
  /** Documents per `<service>/<collection>` and files per `<service>/files`. */
  counts: z.record(z.number().int().nonnegative()),
  entries: z.array(entrySchema),
});

export type ArchiveManifest = z.infer<typeof manifestSchema>;
export type ArchiveEntryFacts = z.infer<typeof entrySchema>;

export type ArchiveErrorCode =
  | 'ARCHIVE_DAMAGED'
  | 'ARCHIVE_CHECKSUM_MISMATCH'
  | 'ARCHIVE_FORMAT_UNSUPPORTED'
  | 'ARCHIVE_TARGET_NOT_EMPTY'
  | 'ARCHIVE_IMPORT_FAILED';

/** Why an archive was refused or an import undone, with a message meant for the operator. */
export class ArchiveError extends Error {
  constructor(
    readonly code: ArchiveErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'ArchiveError';
  }
}

/** The manifest's JSON, checked: an unknown format or a newer version is refused by name. */
export function parseManifest(text: string): ArchiveManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ArchiveError('ARCHIVE_DAMAGED', 'The archive is damaged: its manifest is not valid JSON.');
  }
  const version = versionSchema.safeParse(json);
  if (!version.success) throw new ArchiveError('ARCHIVE_FORMAT_UNSUPPORTED', 'This is not a Labmedicin archive: its manifest names no known format.');
  if (version.data.formatVersion !== ARCHIVE_FORMAT_VERSION) {
    throw new ArchiveError(
      'ARCHIVE_FORMAT_UNSUPPORTED',
      `The archive has format version ${version.data.formatVersion}; this installation reads version ${ARCHIVE_FORMAT_VERSION} only.` +
        (version.data.formatVersion > ARCHIVE_FORMAT_VERSION ? ' It was made by a newer Labmedicin: update this installation first.' : ''),
    );
  }
  const manifest = manifestSchema.safeParse(json);
  if (!manifest.success) throw new ArchiveError('ARCHIVE_DAMAGED', `The archive is damaged: its manifest is incomplete (${manifest.error.issues[0].path.join('.')}).`);
  return manifest.data;
}

/** `<service>/<collection>/<part>.jsonl` */
export function partName(service: string, collection: string, part: number): string {
  return `${service}/${collection}/${String(part).padStart(6, '0')}.jsonl`;
}

/** `<service>/files/<key>` */
export function fileEntryName(service: string, key: string): string {
  return `${service}/files/${key}`;
}

export type EntryRole = { kind: 'records'; service: string; collection: string } | { kind: 'file'; service: string; key: string };

/** What an entry's name says it holds, or null for a name this format does not have. */
export function roleOf(name: string): EntryRole | null {
  const file = /^([a-z][a-z0-9-]*)\/files\/(.+)$/.exec(name);
  if (file) return { kind: 'file', service: file[1], key: file[2] };
  const records = /^([a-z][a-z0-9-]*)\/([A-Za-z][A-Za-z0-9_-]*)\/\d{6}\.jsonl$/.exec(name);
  if (records) return { kind: 'records', service: records[1], collection: records[2] };
  return null;
}
