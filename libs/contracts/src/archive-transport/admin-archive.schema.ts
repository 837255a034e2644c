import { z } from 'zod';
import { queryFlag } from '../media/media.schema';

/** GET /admin/archive: withoutAccounts=true leaves the accounts (and their avatars) out. */
export const archiveExportQuerySchema = z.object({ withoutAccounts: queryFlag });

/** What an import brought in: each collection's count, as the archive's manifest has it. */
export const archiveImportResultSchema = z.object({
  counts: z.record(z.number().int().nonnegative()),
  /** Whether the archive carried accounts: the importing admin's own then ended with the old installation. */
  accounts: z.boolean(),
});
export type ArchiveImportResult = z.infer<typeof archiveImportResultSchema>;

/** The largest archive the import page takes; a larger installation moves with the command line (npm run import). */
export const ARCHIVE_UPLOAD_MAX_BYTES = 2 * 1024 ** 3;
/** The download's file name: labmedicin-<date and time, UTC>.tar.gz. */
export const archiveFileName = (at: Date): string => `labmedicin-${at.toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.tar.gz`;
