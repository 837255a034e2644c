import {
  LIMITS,
  ROUTE,
  ROUTES,
  type Article,
  type ArticleDeleteResult,
  type ArticleFormValues,
  type ArticleListItem,
  type ArticleLanguage,
  type ArticleListQuery,
  type ArticleUpdateFormValues,
  type Pagination,
  type ReviewState,
} from '@labmedicin/contracts';
import { call } from './http';

/** The admin area's article calls: the dashboard's lists, the editor's saves and the review. */

export interface DashboardPage {
  data: ArticleListItem[];
  pagination: Pagination | undefined;
}

/** What the dashboard asks for beyond its first screen: a search, an order, a page (the API's defaults when left out). */
export interface DashboardQuery {
  review?: ReviewState;
  /** Only the versions written in this language. */
  articleLanguage?: ArticleLanguage;
  search?: string;
  sort?: ArticleListQuery['sort'];
  order?: ArticleListQuery['order'];
  page?: number;
}

/** A page of the dashboard's list: every status, 100 a page, searched and sorted by the server over every article. */
export async function fetchDashboardArticles({ review, articleLanguage, search, sort, order, page }: DashboardQuery): Promise<DashboardPage> {
  const query = { limit: LIMITS.dashboardFetchLimit, review, articleLanguage, search: search?.trim() || undefined, sort, order, page: page && page > 1 ? page : undefined };
  const { data, pagination } = await call(ROUTE.articleList, { query });
  return { data, pagination };
}

/** How many drafts wait for review: the total of a one-item page of them. */
export async function fetchReviewCount(): Promise<number> {
  const { data, pagination } = await call(ROUTE.articleList, { query: { review: 'pending', limit: 1 } });
  return pagination?.total ?? data.length;
}

/**
 * POST /articles: a new article (contributors: drafts only). Sent again under the same
 * `requestId`, it answers the article the first stored.
 */
export async function createArticle(input: ArticleFormValues, requestId?: string): Promise<Article> {
  return (await call(ROUTES.articleCreate, { body: input, requestId })).data;
}

/**
 * PUT /articles/:slug based on `baseVersion`; a 409 ApiError when someone saved since. Sent again
 * under the same `requestId` after it was stored, it answers that save.
 */
export async function updateArticle(slug: string, input: ArticleUpdateFormValues, requestId?: string): Promise<Article> {
  return (await call(ROUTES.articleUpdate, { params: { slug }, body: input, requestId })).data;
}

/** DELETE /articles/:slug (admin). */
export async function deleteArticle(slug: string): Promise<ArticleDeleteResult> {
  return (await call(ROUTES.articleDelete, { params: { slug } })).data;
}

/** POST /articles/:slug/review: the author sends the draft, as it stands at `version`, for review. */
export async function submitForReview(slug: string, version: number): Promise<Article> {
  return (await call(ROUTES.articleSubmitForReview, { params: { slug }, body: { version } })).data;
}

/** POST /articles/:slug/return (admin): back to the author with a note. */
export async function returnToAuthor(slug: string, note: string): Promise<Article> {
  return (await call(ROUTES.articleReturnToAuthor, { params: { slug }, body: { note } })).data;
}

/** POST /articles/:slug/publish (admin): publishes the article as it stands at `version`. */
export async function publishArticle(slug: string, version: number): Promise<Article> {
  return (await call(ROUTES.articlePublish, { params: { slug }, body: { version } })).data;
}

/**
 * The articles written in `language` whose title or summary contains `search` (the 100 last
 * modified when blank), of every status: what an admin may link as a translation.
 */
export async function fetchArticlesInLanguage(language: ArticleLanguage, search: string): Promise<ArticleListItem[]> {
  const query = { limit: LIMITS.dashboardFetchLimit, articleLanguage: language, search: search.trim() || undefined };
  return (await call(ROUTE.articleList, { query })).data;
}

/** POST /articles/:slug/translations (admin): links `translation` as the translation of `original`. */
export async function linkTranslation(original: string, translation: string): Promise<Article> {
  return (await call(ROUTES.articleTranslationLink, { params: { slug: original }, body: { slug: translation } })).data;
}

/** DELETE /articles/:slug/translations/:translation (admin): the two articles stay, no longer linked. */
export async function unlinkTranslation(original: string, translation: string): Promise<Article> {
  return (await call(ROUTES.articleTranslationUnlink, { params: { slug: original, translation } })).data;
}
