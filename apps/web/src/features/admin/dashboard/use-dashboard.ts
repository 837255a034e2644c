import type { ReviewState } from '@labmedicin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteArticle, fetchDashboardArticles, fetchReviewCount, publishArticle, returnToAuthor } from '../../../api/admin-articles';
import { articleKeys } from '../../articles/article-keys';

const dashboardKeys = {
  list: (review?: ReviewState) => [...articleKeys.all, 'dashboard', { review }] as const,
  reviewCount: () => [...articleKeys.all, 'dashboard', 'review-count'] as const,
};

/** Up to 100 articles of every status, or the drafts in one review state. */
export function useDashboardArticles(review?: ReviewState) {
  return useQuery({ queryKey: dashboardKeys.list(review), queryFn: () => fetchDashboardArticles(review), staleTime: 0 });
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
