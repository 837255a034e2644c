import {
  ROUTE,
  type Article,
  type ArticleLanguage,
  type ArticleListItem,
  type ArticleListQuery,
  type ArticleSearchQuery,
  type ArticleSearchResult,
  type ArticleSuggestion,
  type Pagination,
} from '@labmedicin/contracts';
import { call } from './http';

/** A page of articles with its pagination. */
export interface ArticleListPage {
  data: ArticleListItem[];
  pagination: Pagination;
}

/** A search answer: the hits, and how many fall in each category; with no hit, a spelling the index knows and the most read articles. */
export type ArticleSearchPage = ArticleListPage & Pick<ArticleSearchResult, 'categories' | 'didYouMean' | 'mostRead'>;

/**
 * The public list's filters; the status is always published. `author` is a user's id. `language`,
 * the reader's: one entry per article, in that language when it has a version in it; left out,
 * every version is listed.
 */
export type PublishedArticlesQuery = Partial<Pick<ArticleListQuery, 'category' | 'tag' | 'author' | 'page' | 'limit' | 'sort' | 'order' | 'language' | 'material' | 'additive'>>;

/** The search's query, page and the reader's language (each article once, in that language when it has it). */
export type ArticleSearchParams = Pick<ArticleSearchQuery, 'q'> & Partial<Pick<ArticleSearchQuery, 'page' | 'limit' | 'language'>>;

/** GET /articles?status=published&…: a page of published articles. */
export async function fetchPublishedArticles(query: PublishedArticlesQuery = {}): Promise<ArticleListPage> {
  const { category, tag, author, page, limit, sort, order, language, material, additive } = query;
  const { data, pagination } = await call(ROUTE.articleList, {
    query: { status: 'published', category, tag, author, page, limit, sort, order, language, material, additive },
  });
  return { data, pagination };
}

/**
 * Every published article (each once, in `language` when it has it), a page of `limit` (the
 * largest page the API gives) at a time: the first page, then the rest side by side.
 */
export async function fetchAllPublishedArticles(limit: number, language?: ArticleLanguage): Promise<ArticleListItem[]> {
  const first = await fetchPublishedArticles({ limit, language });
  const rest = await Promise.all(
    Array.from({ length: Math.max(first.pagination.pages - 1, 0) }, (_, index) => fetchPublishedArticles({ page: index + 2, limit, language })),
  );
  return [first, ...rest].flatMap((page) => page.data);
}

/**
 * GET /articles/:slug: any status for admins and contributors (the editor opens it with its
 * version), published ones for everyone else; rejects with a 404 ApiError when there is no such article.
 */
export async function fetchArticle(slug: string): Promise<Article> {
  return (await call(ROUTE.articleGet, { params: { slug } })).data;
}

/** GET /articles/search?q=…&language=…: published articles matching the query, best first, each once. */
export async function searchArticles({ q, page, limit, language }: ArticleSearchParams): Promise<ArticleSearchPage> {
  const { data, pagination, categories, didYouMean, mostRead } = await call(ROUTE.articleSearch, { query: { q, page, limit, language } });
  return { data, pagination, categories, didYouMean, mostRead };
}

/** GET /articles/suggest?q=…&language=…: the articles whose names begin with what the reader has typed, the reader's language first. */
export async function suggestArticles(q: string, language: ArticleLanguage): Promise<ArticleSuggestion[]> {
  return (await call(ROUTE.articleSuggest, { query: { q, language } })).data;
}
