import { LIMITS, ROUTES, type MediaFilter, type MediaLibraryPage, type MediaSort, type MediaUsage } from '@labmedicin/contracts';
import { call } from './http';

/** What a library page asks for; omitted values are the API's defaults (page 1, date, desc, all) and pages of 20. */
export interface MediaParams {
  page?: number;
  limit?: number;
  sort?: MediaSort;
  order?: 'asc' | 'desc';
  filter?: MediaFilter;
  search?: string;
}

/** GET /media: a page of article images (20 unless told) with their usage, and the library's totals. */
export async function fetchMedia({ page, limit = LIMITS.mediaPageSize, sort, order, filter, search }: MediaParams): Promise<MediaLibraryPage> {
  const { data, stats, pagination } = await call(ROUTES.mediaList, { query: { page: page && page > 1 ? page : undefined, limit, sort, order, filter, search: search?.trim() } });
  return { data, stats, pagination };
}

/** GET /media/:filename/usage: the articles that show the image. */
export async function fetchMediaUsage(filename: string): Promise<MediaUsage> {
  const { usageCount, articles } = await call(ROUTES.mediaUsage, { params: { filename } });
  return { usageCount, articles };
}

/** DELETE /media/:filename?force=: an image in use is refused (409 IMAGE_IN_USE) unless forced. */
export async function deleteMedia(filename: string, force: boolean): Promise<void> {
  await call(ROUTES.mediaDelete, { params: { filename }, query: { force } });
}
