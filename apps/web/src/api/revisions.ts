import { LIMITS, type ApiSuccess, type Pagination, type RevisionComparison, type RevisionDetail, type RevisionListItem } from '@labmedicin/contracts';
import { queryString } from './articles';
import { apiRequest } from './http';

const base = (slug: string) => `/articles/${encodeURIComponent(slug)}`;

export interface RevisionPage {
  data: RevisionListItem[];
  pagination: Pagination;
}

/** GET /articles/:slug/revisions?page=&limit=20: a page of the history, newest first. */
export async function fetchRevisions(slug: string, page: number): Promise<RevisionPage> {
  const answer = await apiRequest<ApiSuccess<RevisionListItem[]>>('GET', `${base(slug)}/revisions${queryString({ page, limit: LIMITS.revisionPageSize })}`);
  const total = answer.data.length;
  return { data: answer.data, pagination: answer.pagination ?? { page, limit: LIMITS.revisionPageSize, total, pages: total ? 1 : 0 } };
}

/** GET /articles/:slug/revisions/:versionNumber. */
export async function fetchRevision(slug: string, versionNumber: number): Promise<RevisionDetail> {
  return (await apiRequest<ApiSuccess<RevisionDetail>>('GET', `${base(slug)}/revisions/${versionNumber}`)).data;
}

/** POST /articles/:slug/restore/:versionNumber (admin): the old version saved as the newest. */
export async function restoreRevision(slug: string, versionNumber: number): Promise<void> {
  await apiRequest('POST', `${base(slug)}/restore/${versionNumber}`, {});
}

/** GET /articles/:slug/compare?v1=&v2=: both versions and which fields differ. */
export async function compareRevisions(slug: string, v1: number, v2: number): Promise<RevisionComparison> {
  return (await apiRequest<ApiSuccess<RevisionComparison>>('GET', `${base(slug)}/compare${queryString({ v1, v2 })}`)).data;
}
