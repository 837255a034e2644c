import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchArticleComments, postComment, reportComment } from '../../api/comments';
import { BROWSER_ONLY_QUERY } from '../../page-data';
import { commentKeys } from './comment-keys';

/** A page of an article's approved comments; the previous page stays in view while the next loads. */
export function useArticleComments(slug: string, page: number) {
  return useQuery({
    queryKey: commentKeys.article(slug, page),
    queryFn: () => fetchArticleComments(slug, page),
    placeholderData: keepPreviousData,
    meta: BROWSER_ONLY_QUERY,
  });
}

/** Posts a comment; it waits for moderation, so the list itself does not change. */
export function usePostComment(slug: string) {
  return useMutation({ mutationFn: (content: string) => postComment(slug, content) });
}

/** Reports a comment; the list reloads so it shows as reported. */
export function useReportComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reportComment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
  });
}
