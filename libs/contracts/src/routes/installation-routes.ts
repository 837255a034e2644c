import { z } from 'zod';
import { apiPageSchema, apiSuccessSchema } from '../api';
import { archiveExportQuerySchema, archiveImportResultSchema } from '../archive-transport/admin-archive.schema';
import { auditEntrySchema, auditFilterSchema, auditListQuerySchema } from '../audit/audit.schema';
import { AUDIT_MESSAGES } from '../catalogue/catalogue';
import { route } from './route-spec';

/** The admins' routes over the installation as a whole: its audit log, and its archive out and in. Part of ROUTES. */
export const INSTALLATION_ROUTES = {
  auditList: route({ method: 'GET', path: '/admin/audit' } as const, {
    access: 'admin',
    tag: 'audit',
    summary: 'A page of the audit log, newest first, filtered by part of the actor\'s username, action and days from and to (Swedish time) (admin). No route changes or deletes an entry',
    query: auditListQuerySchema,
    answer: apiPageSchema(auditEntrySchema),
    forwardsTo: AUDIT_MESSAGES.list,
    replyHolds: 'answer',
  }),
  auditExport: route({ method: 'GET', path: '/admin/audit/export' } as const, {
    access: 'admin',
    tag: 'audit',
    summary: 'Every audit entry the filters match, newest first, as CSV (streamed; cells a spreadsheet would read as a formula are prefixed with an apostrophe) (admin)',
    query: auditFilterSchema,
    download: 'text/csv',
    answer: z.void(),
  }),
  archiveExport: route({ method: 'GET', path: '/admin/archive' } as const, {
    access: 'admin',
    tag: 'archive',
    summary:
      'Everything in the installation as one archive (docs/export-format.md), streamed as a download; withoutAccounts=true leaves the accounts and their avatars out (admin)',
    query: archiveExportQuerySchema,
    download: 'application/gzip',
    answer: z.void(),
  }),
  archiveImport: route({ method: 'POST', path: '/admin/archive', file: 'archive' } as const, {
    access: 'admin',
    tag: 'archive',
    summary:
      'Import an archive (multipart field archive) into an installation that holds nothing but what its first start made; anything else is refused with 409 ARCHIVE_TARGET_NOT_EMPTY, a damaged archive with 400 before anything is written. The search index is rebuilt (admin)',
    answer: apiSuccessSchema(archiveImportResultSchema),
  }),
};
