import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { approveComment, deleteComment, fetchAdminComments, rejectComment, type AdminCommentsParams } from '../../../api/admin-comments';
import { newRequestId, sendOnceMoreIfUnknown } from '../../../api/http';
import { commentKeys } from '../../comments/comment-keys';

/** A page of comments, of one status or all; the previous page stays in view while the next loads. */
export function useAdminComments(query: AdminCommentsParams) {
  return useQuery({ queryKey: commentKeys.admin(query), queryFn: () => fetchAdminComments(query), placeholderData: keepPreviousData });
}

export type ModerationAction = 'approve' | 'reject' | 'delete';

/**
 * Approving and rejecting set a status, so each is sent once more under its request id when no
 * answer came; a delete is not (a second delete answers 404).
 */
const ACTIONS: Record<ModerationAction, (id: string) => Promise<unknown>> = {
  approve: (id) => {
    const requestId = newRequestId();
    return sendOnceMoreIfUnknown(() => approveComment(id, requestId));
  },
  reject: (id) => {
    const requestId = newRequestId();
    return sendOnceMoreIfUnknown(() => rejectComment(id, requestId));
  },
  delete: deleteComment,
};

/** Approves, rejects (to spam) or deletes a comment; every comment list reloads afterwards. */
export function useModerateComment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: ModerationAction; id: string }) => ACTIONS[action](id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: commentKeys.all }),
  });
}
