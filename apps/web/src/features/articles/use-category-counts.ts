import { LIMITS } from '@labmedicin/contracts';
import { useQuery } from '@tanstack/react-query';
import { fetchCategories } from '../../api/categories';
import { categoryKeys } from '../categories/category-keys';
import { countsFromArticles, countsFromCategories, type CategoryCount } from './category-counts';
import { usePublishedArticles } from './use-articles';

/** The articles the fallback counts: the first page of published articles, as large as a page may be. */
const FALLBACK_QUERY = { limit: LIMITS.maxPageSize } as const;

export interface CategoryCounts {
  /** Undefined while loading. */
  categories: CategoryCount[] | undefined;
}

/**
 * The categories of the public filter with their article counts: GET /categories; when that fails
 * or is empty, the categories the published articles name (SPEC §7).
 */
export function useCategoryCounts(): CategoryCounts {
  const listed = useQuery({ queryKey: categoryKeys.list(), queryFn: fetchCategories });
  const fallback = listed.isError || (listed.isSuccess && listed.data.length === 0);
  const articles = usePublishedArticles(FALLBACK_QUERY, fallback);
  if (!fallback) return { categories: listed.data && countsFromCategories(listed.data) };
  if (articles.isError) return { categories: [] };
  return { categories: articles.data && countsFromArticles(articles.data.data) };
}
