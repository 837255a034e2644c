import { LIMITS, ROUTES, type Pagination, type RevisionComparison, type RevisionDetail, type RevisionListItem } from '@labmedicin/contracts';
import { call } from './http';

export interface RevisionPage {
  data: RevisionListItem[];
  pagination: Pagination;
}

/** GET /articles/:slug/revisions?page=&limit=20: a page of the history, newest first. */
export async function fetchRevisions(slug: string, page: number): Promise<RevisionPage> {
  const { data, pagination } = await call(ROUTES.revisionList, { params: { slug }, query: { page, limit: LIMITS.revisionPageSize } });
  return { data, pagination };
}

/** GET /articles/:slug/revisions/:versionNumber. */
export async function fetchRevision(slug: string, versionNumber: number): Promise<RevisionDetail> {
  return (await call(ROUTES.revisionGet, { params: { slug, versionNumber } })).data;
}

/** POST /articles/:slug/restore/:versionNumber (admin): the old version saved as the newest. */
export async function restoreRevision(slug: string, versionNumber: number): Promise<void> {
  await call(ROUTES.revisionRestore, { params: { slug, versionNumber } });
}

/** GET /articles/:slug/compare?v1=&v2=: both versions and which fields differ. */
export async function compareRevisions(slug: string, v1: number, v2: number): Promise<RevisionComparison> {
  return (await call(ROUTES.revisionCompare, { params: { slug }, query: { v1, v2 } })).data;
}
