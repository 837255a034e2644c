import {
  apiSuccessSchema,
  mediaLibraryItemSchema,
  mediaStatsSchema,
  mediaUsageSchema,
  mediaUsageArticleSchema,
  LIMITS,
  paginationSchema,
  type MediaFilter,
  type MediaLibraryPage,
  type MediaSort,
  type MediaUsage,
} from '@labmedicin/contracts';
import { z } from 'zod';
import { queryString } from './articles';
import { apiCall, CHECK_ANSWERS } from './http';

/** What a library page asks for; omitted values are the API's defaults (page 1, date, desc, all) and pages of 20. */
export interface MediaParams {
  page?: number;
  limit?: number;
  sort?: MediaSort;
  order?: 'asc' | 'desc';
  filter?: MediaFilter;
  search?: string;
}

const mediaPageAnswer = z.object({
  success: z.literal(true),
  data: z.array(mediaLibraryItemSchema),
  stats: mediaStatsSchema,
  pagination: paginationSchema,
  message: z.string().optional(),
});

/** GET /media: a page of article images (20 unless told) with their usage, and the library's totals. */
export async function fetchMedia({ page, limit = LIMITS.mediaPageSize, sort, order, filter, search }: MediaParams): Promise<MediaLibraryPage> {
  const { data, stats, pagination } = await apiCall(
    'GET',
    `/media${queryString({ page: page && page > 1 ? page : undefined, limit, sort, order, filter, search: search?.trim() })}`,
    CHECK_ANSWERS && mediaPageAnswer,
  );
  return { data, stats, pagination };
}

/** GET /media/:filename/usage: the articles that show the image. */
export async function fetchMediaUsage(filename: string): Promise<MediaUsage> {
  const { usageCount, articles } = await apiCall('GET', `/media/${encodeURIComponent(filename)}/usage`, CHECK_ANSWERS && mediaUsageSchema.extend({ success: z.literal(true) }));
  return { usageCount, articles };
}

/** DELETE /media/:filename?force=: an image in use is refused (409 IMAGE_IN_USE) unless forced. */
export async function deleteMedia(filename: string, force: boolean): Promise<void> {
  await apiCall(
    'DELETE',
    `/media/${encodeURIComponent(filename)}?force=${force}`,
    CHECK_ANSWERS && apiSuccessSchema(z.object({ filename: z.string(), removedFrom: z.array(mediaUsageArticleSchema) })),
  );
}
