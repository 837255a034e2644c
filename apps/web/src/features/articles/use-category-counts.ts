import { LIMITS, type ArticleLanguage } from '@labmedicin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPublishedArticles } from '../../api/articles';
import { fetchPublishedCategories } from '../../api/categories';
import { categoryKeys } from '../categories/category-keys';
import { useOfflineStatus } from '../offline/offline-status';
import { articleKeys } from './article-keys';
import { countsFromArticles, countsFromCategories, type CategoryCount } from './category-counts';

/**
 * The categories with their published article counts, an article once in the reader's language
 * (as the list shows it), for whoever asks for them ahead of the page (the server render).
 */
export const publishedCategoriesQuery = (language: ArticleLanguage) =>
  queryOptions({ queryKey: categoryKeys.publishedList(language), queryFn: () => fetchPublishedCategories(language) });

export interface CategoryCounts {
  /** Undefined while loading. */
  categories: CategoryCount[] | undefined;
}

/**
 * The categories of the public filter with their published article counts in the reader's
 * language: GET /categories; when that fails or is empty, the categories the published articles
 * name, counted over all of them; none when both fail (undefined when offline: not known).
 */
export function useCategoryCounts(language: ArticleLanguage): CategoryCounts {
  const listed = useQuery(publishedCategoriesQuery(language));
  const fallback = listed.isError || (listed.isSuccess && listed.data.length === 0);
  // All of them, as large pages as the API gives, so the counts cover every published article.
  const articles = useQuery({
    queryKey: articleKeys.allPublished(language),
    queryFn: () => fetchAllPublishedArticles(LIMITS.maxPageSize, language),
    enabled: fallback,
  });
  const offline = useOfflineStatus().controls?.isOfflineFailure(articles) ?? false;
  if (!fallback) return { categories: listed.data && countsFromCategories(listed.data) };
  // Offline the categories are not known, not none.
  if (articles.isError) return { categories: offline ? undefined : [] };
  return { categories: articles.data && countsFromArticles(articles.data, language) };
}
