import type { ArticleLanguage, ReviewState } from '@labmedicin/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteArticle, fetchDashboardArticles, fetchReviewCount, publishArticle, returnToAuthor, type DashboardQuery } from '../../../api/admin-articles';
import { articleKeys } from '../../articles/article-keys';
import { useDebounced } from '../media/use-media';
import { dashboardRows, type SortField, type SortOrder } from './dashboard-rows';

const dashboardKeys = {
  list: (query: DashboardQuery) => [...articleKeys.all, 'dashboard', query] as const,
  reviewCount: () => [...articleKeys.all, 'dashboard', 'review-count'] as const,
};

/** A page of 100 articles of every status, or of the drafts in one review state; the last page stays in view while the next loads. */
function useDashboardArticles(query: DashboardQuery, enabled = true) {
  return useQuery({ queryKey: dashboardKeys.list(query), queryFn: () => fetchDashboardArticles(query), staleTime: 0, placeholderData: keepPreviousData, enabled });
}

export interface DashboardView {
  review?: ReviewState;
  /** Only the versions written in this language. */
  articleLanguage?: ArticleLanguage;
  /** As typed: the first screen is searched at once, the server once typing pauses. */
  search: string;
  field: SortField;
  order: SortOrder;
  page: number;
}

/** How long typing may pause before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * The dashboard's rows. The first screen is the 100 last modified articles (or drafts in one review
 * state, or versions in one language); when they are all there are, search and sort work on them at once. When there are more,
 * a search, another order or another page is asked of the server, which searches and sorts them all.
 */
export function useDashboardList({ review, articleLanguage, search, field, order, page }: DashboardView) {
  const first = useDashboardArticles({ review, articleLanguage });
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const whole = first.isSuccess && (first.data.pagination?.total ?? first.data.data.length) <= first.data.data.length;
  const firstScreen = settled === '' && field === 'updatedAt' && order === 'desc' && page === 1;
  const beyond = useDashboardArticles({ review, articleLanguage, search: settled, sort: field, order, page }, first.isSuccess && !whole && !firstScreen);
  if (whole) return { query: first, rows: dashboardRows(first.data.data, search, field, order), pages: 1 };
  const query = firstScreen ? first : beyond;
  return { query, rows: query.data?.data ?? [], pages: query.data?.pagination?.pages ?? 1 };
}

/** How many drafts wait for review (admins). */
export function useReviewCount(enabled: boolean) {
  return useQuery({ queryKey: dashboardKeys.reviewCount(), queryFn: fetchReviewCount, enabled, staleTime: 0 });
}

/** Every article query is stale after a change on the dashboard. */
function useArticlesMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }) });
}

export const useDeleteArticle = () => useArticlesMutation((slug: string) => deleteArticle(slug));
export const usePublishArticle = () => useArticlesMutation(({ slug, version }: { slug: string; version: number }) => publishArticle(slug, version));
export const useReturnToAuthor = () => useArticlesMutation(({ slug, note }: { slug: string; note: string }) => returnToAuthor(slug, note));
