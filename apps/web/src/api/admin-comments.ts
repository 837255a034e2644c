import { ROUTES, type Comment, type CommentStatus } from '@labmedicin/contracts';
import { pageParam, type CommentListPage } from './comments';
import { call } from './http';

/** The admin list's filter and page. */
export interface AdminCommentsParams {
  status?: CommentStatus;
  page?: number;
  limit?: number;
}

/** GET /admin/comments with an optional status, 20 to a page. */
export async function fetchAdminComments({ status, page, limit }: AdminCommentsParams): Promise<CommentListPage<Comment>> {
  const { data, pagination } = await call(ROUTES.adminCommentList, { query: { status, page: pageParam(page), limit } });
  return { data, pagination };
}

/** Sets the comment's status: sent again, it sets the same and answers the same. */
export async function approveComment(id: string, requestId?: string): Promise<Comment> {
  return (await call(ROUTES.adminCommentApprove, { params: { id }, requestId })).data;
}

/** Moves the comment to spam (again, when sent again). */
export async function rejectComment(id: string, requestId?: string): Promise<Comment> {
  return (await call(ROUTES.adminCommentReject, { params: { id }, requestId })).data;
}

/** Deletes the comment for good. */
export async function deleteComment(id: string): Promise<void> {
  await call(ROUTES.adminCommentDelete, { params: { id } });
}
