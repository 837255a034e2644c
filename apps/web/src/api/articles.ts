import type { ArticleListQuery, ArticleSearchQuery, ArticleSearchResult, Pagination } from '@labmedicin/contracts';
import { articleOf, listEntryOf, type ArticleDetail, type ArticleListEntry } from './answers';
import { apiRequest } from './http';

export type { ArticleDetail, ArticleListEntry } from './answers';

/** A page of articles with its pagination. */
export interface ArticleListPage {
  data: ArticleListEntry[];
  pagination: Pagination;
}

/** A search answer: the hits, and how many fall in each category when the server counts them. */
export type ArticleSearchPage = ArticleListPage & Partial<Pick<ArticleSearchResult, 'categories'>>;

/** The public list's filters; the status is always published. `author` is a user's id. */
export type PublishedArticlesQuery = Partial<Pick<ArticleListQuery, 'category' | 'tag' | 'author' | 'page' | 'limit' | 'sort' | 'order'>>;

/** The search's query and page. */
export type ArticleSearchParams = Pick<ArticleSearchQuery, 'q'> & Partial<Pick<ArticleSearchQuery, 'page' | 'limit'>>;

/** A list answer: `data` holds the articles, read by listEntryOf; our API always pages its lists. */
export interface ListAnswer {
  data?: unknown;
  pagination: Pagination;
  categories?: ArticleSearchPage['categories'];
}

/** The query string of the given parameters, in a fixed order, blanks left out. */
export function queryString(params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The answer's articles with their pagination. */
export function listPageOf(answer: ListAnswer): ArticleListPage {
  return { data: Array.isArray(answer.data) ? answer.data.map(listEntryOf) : [], pagination: answer.pagination };
}

/** GET /articles?status=published&…: a page of published articles. */
export async function fetchPublishedArticles(query: PublishedArticlesQuery = {}): Promise<ArticleListPage> {
  const { category, tag, author, page, limit, sort, order } = query;
  const search = queryString({ status: 'published', category, tag, author, page, limit, sort, order });
  return listPageOf(await apiRequest<ListAnswer>('GET', `/articles${search}`));
}

/**
 * Every published article, a page of `limit` (the largest page the API gives) at a time: the
 * first page, then the rest side by side.
 */
export async function fetchAllPublishedArticles(limit: number): Promise<ArticleListEntry[]> {
  const first = await fetchPublishedArticles({ limit });
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.pagination.pages - 1, 0) }, (_, index) => fetchPublishedArticles({ page: index + 2, limit })),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/** GET /articles/:slug; rejects with a 404 ApiError when there is no such article. */
export async function fetchArticle(slug: string): Promise<ArticleDetail> {
  return articleOf((await apiRequest<{ data?: unknown }>('GET', `/articles/${encodeURIComponent(slug)}`)).data);
}

/** GET /articles/search?q=…: published articles matching the query, best first. */
export async function searchArticles({ q, page, limit }: ArticleSearchParams): Promise<ArticleSearchPage> {
  const answer = await apiRequest<ListAnswer>('GET', `/articles/search${queryString({ q, page, limit })}`);
  return { ...listPageOf(answer), ...(answer.categories ? { categories: answer.categories } : {}) };
}
