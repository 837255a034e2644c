import {
  LIMITS,
  apiSuccessSchema,
  articleDeleteResultSchema,
  articleListItemSchema,
  articleSchema,
  type Article,
  type ArticleDeleteResult,
  type ArticleFormValues,
  type ArticleListItem,
  type ArticleListQuery,
  type ArticleUpdateFormValues,
  type Pagination,
  type ReviewState,
} from '@labmedicin/contracts';
import { z } from 'zod';
import { queryString } from './articles';
import { apiCall, CHECK_ANSWERS } from './http';

/**
 * The admin area's article calls. Unlike the public screens, the editor and the dashboard need the
 * whole article as the contracts define it (its version to save on, its author, its review), so
 * these answers are read, and checked outside production, against the contracts' schemas.
 */

const articleAnswer = apiSuccessSchema(articleSchema);
const listAnswer = apiSuccessSchema(z.array(articleListItemSchema));
const path = (slug: string) => `/articles/${encodeURIComponent(slug)}`;

export interface DashboardPage {
  data: ArticleListItem[];
  pagination: Pagination | undefined;
}

/** What the dashboard asks for beyond its first screen: a search, an order, a page (the API's defaults when left out). */
export interface DashboardQuery {
  review?: ReviewState;
  search?: string;
  sort?: ArticleListQuery['sort'];
  order?: ArticleListQuery['order'];
  page?: number;
}

/** A page of the dashboard's list: every status, 100 a page, searched and sorted by the server over every article. */
export async function fetchDashboardArticles({ review, search, sort, order, page }: DashboardQuery): Promise<DashboardPage> {
  const query = queryString({ status: '', limit: LIMITS.dashboardFetchLimit, review, search: search?.trim() || undefined, sort, order, page: page && page > 1 ? page : undefined });
  const { data, pagination } = await apiCall('GET', `/articles${query}`, CHECK_ANSWERS && listAnswer);
  return { data, pagination };
}

/** How many drafts wait for review: the total of a one-item page of them. */
export async function fetchReviewCount(): Promise<number> {
  const { data, pagination } = await apiCall('GET', `/articles${queryString({ review: 'pending', limit: 1 })}`, CHECK_ANSWERS && listAnswer);
  return pagination?.total ?? data.length;
}

/** GET /articles/:slug as the editor opens it: any status (admins, contributors), with its version. */
export async function fetchEditedArticle(slug: string): Promise<Article> {
  return (await apiCall('GET', path(slug), CHECK_ANSWERS && articleAnswer)).data;
}

/** POST /articles: a new article (contributors: drafts only). */
export async function createArticle(input: ArticleFormValues): Promise<Article> {
  return (await apiCall('POST', '/articles', CHECK_ANSWERS && articleAnswer, input)).data;
}

/** PUT /articles/:slug based on `baseVersion`; a 409 ApiError when someone saved since. */
export async function updateArticle(slug: string, input: ArticleUpdateFormValues): Promise<Article> {
  return (await apiCall('PUT', path(slug), CHECK_ANSWERS && articleAnswer, input)).data;
}

/** DELETE /articles/:slug (admin). */
export async function deleteArticle(slug: string): Promise<ArticleDeleteResult> {
  return (await apiCall('DELETE', path(slug), CHECK_ANSWERS && apiSuccessSchema(articleDeleteResultSchema))).data;
}

/** POST /articles/:slug/review: the author sends the draft, as it stands at `version`, for review. */
export async function submitForReview(slug: string, version: number): Promise<Article> {
  return (await apiCall('POST', `${path(slug)}/review`, CHECK_ANSWERS && articleAnswer, { version })).data;
}

/** POST /articles/:slug/return (admin): back to the author with a note. */
export async function returnToAuthor(slug: string, note: string): Promise<Article> {
  return (await apiCall('POST', `${path(slug)}/return`, CHECK_ANSWERS && articleAnswer, { note })).data;
}

/** POST /articles/:slug/publish (admin): publishes the article as it stands at `version`. */
export async function publishArticle(slug: string, version: number): Promise<Article> {
  return (await apiCall('POST', `${path(slug)}/publish`, CHECK_ANSWERS && articleAnswer, { version })).data;
}
