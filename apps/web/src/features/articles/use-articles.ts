import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchArticle, fetchPublishedArticles, type PublishedArticlesQuery } from '../../api/articles';
import { articleKeys } from './article-keys';

/** The query of a page of published articles, for whoever asks for it ahead of the page (the server render). */
export const publishedArticlesQuery = (query: PublishedArticlesQuery) =>
  queryOptions({ queryKey: articleKeys.list(query), queryFn: () => fetchPublishedArticles(query) });

/** A page of published articles. */
export function usePublishedArticles(query: PublishedArticlesQuery) {
  return useQuery(publishedArticlesQuery(query));
}

/** The query of one article by its slug, for whoever asks for it ahead of the page (the server render). */
export const articleQuery = (slug: string) => queryOptions({ queryKey: articleKeys.detail(slug), queryFn: () => fetchArticle(slug) });

/** One article by its slug; a 404 is not retried (query-client). */
export function useArticle(slug: string) {
  return useQuery(articleQuery(slug));
}
