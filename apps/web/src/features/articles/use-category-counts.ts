import { LIMITS } from '@labmedicin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAllPublishedArticles } from '../../api/articles';
import { fetchPublishedCategories } from '../../api/categories';
import { categoryKeys } from '../categories/category-keys';
import { articleKeys } from './article-keys';
import { countsFromArticles, countsFromCategories, type CategoryCount } from './category-counts';

/** The categories with their published article counts, for whoever asks for them ahead of the page (the server render). */
export const publishedCategoriesQuery = queryOptions({ queryKey: categoryKeys.publishedList(), queryFn: fetchPublishedCategories });

export interface CategoryCounts {
  /** Undefined while loading. */
  categories: CategoryCount[] | undefined;
}

/**
 * The categories of the public filter with their published article counts: GET /categories; when that fails
 * or is empty, the categories the published articles name, counted over all of them.
 */
export function useCategoryCounts(): CategoryCounts {
  const listed = useQuery(publishedCategoriesQuery);
  const fallback = listed.isError || (listed.isSuccess && listed.data.length === 0);
  // All of them, as large pages as the API gives, so the counts cover every published article.
  const articles = useQuery({
    queryKey: articleKeys.allPublished(),
    queryFn: () => fetchAllPublishedArticles(LIMITS.maxPageSize),
    enabled: fallback,
  });
  if (!fallback) return { categories: listed.data && countsFromCategories(listed.data) };
  if (articles.isError) return { categories: [] };
  return { categories: articles.data && countsFromArticles(articles.data) };
}
