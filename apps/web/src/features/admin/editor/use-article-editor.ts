import type { ArticleFormValues, ArticleUpdateFormValues } from '@labmedicin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createArticle, submitForReview, updateArticle } from '../../../api/admin-articles';
import { fetchArticle } from '../../../api/articles';
import { sendOnceMoreIfUnknown } from '../../../api/http';
import { fetchTags } from '../../../api/tags';
import { articleKeys } from '../../articles/article-keys';
import { tagKeys } from '../../tags/tag-keys';

/** The article the editor opens, read afresh each time (its version is what a save is based on). */
export function useEditedArticle(slug: string | undefined) {
  return useQuery({
    queryKey: articleKeys.detail(slug ?? ''),
    queryFn: () => fetchArticle(slug as string),
    enabled: !!slug,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

/** Every tag, for the tag input's suggestions. */
export function useTagSuggestions() {
  return useQuery({ queryKey: tagKeys.list(), queryFn: fetchTags, select: (tags) => tags.map(({ tag }) => tag) });
}

/** What a save sends: a create (no slug) or an update of the article at `slug`. */
export type ArticleSave = { slug?: string; input: ArticleFormValues | ArticleUpdateFormValues };

/**
 * Creates (no slug) or saves an article under `requestId`, sent once more under it when no answer
 * came: the answer then is the article as stored, once. Every cached article list and tag list is
 * stale afterwards.
 */
export function useSaveArticle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, input, requestId }: ArticleSave & { requestId: string }) =>
      sendOnceMoreIfUnknown(() => (slug ? updateArticle(slug, input as ArticleUpdateFormValues, requestId) : createArticle(input, requestId))),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: articleKeys.all }), queryClient.invalidateQueries({ queryKey: tagKeys.all })]),
  });
}

export function useSubmitForReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, version }: { slug: string; version: number }) => submitForReview(slug, version),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
