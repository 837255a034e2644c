import { ROUTE, ROUTES, type ArticleLanguage, type ArticleListItem, type SearchInsights, type SearchInsightsQuery } from '@labmedicin/contracts';
import { call } from './http';

/** GET /admin/search-insights: one UTC day's insights in one language. */
export async function fetchSearchInsights(query: Partial<SearchInsightsQuery>): Promise<SearchInsights> {
  return (await call(ROUTES.searchInsights, { query })).data;
}

/** Articles written in the language whose title matches `search`, for choosing the one a query names. */
export async function fetchArticlesToName(language: ArticleLanguage, search: string): Promise<ArticleListItem[]> {
  return (await call(ROUTE.articleList, { query: { articleLanguage: language, search: search.trim() || undefined, limit: 20 } })).data;
}

