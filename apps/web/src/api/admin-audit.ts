import { API_BASE, ROUTES, type AuditEntry, type AuditFilter, type Pagination } from '@labmedicin/contracts';
import { call } from './http';

/** GET /admin/audit: a page of the entries the filters match, newest first. */
export async function fetchAuditEntries(filter: AuditFilter, page: number): Promise<{ data: AuditEntry[]; pagination: Pagination }> {
  const { data, pagination } = await call(ROUTES.auditList, { query: { ...filter, page } });
  return { data, pagination };
}

/** The address of the CSV of every entry the filters match: a plain download with the session's cookie. */
export function auditExportHref(filter: AuditFilter): string {
  const query = new URLSearchParams(Object.entries(filter).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== ''));
  const search = query.toString();
  return `${API_BASE}${ROUTES.auditExport.path}${search ? `?${search}` : ''}`;
}
