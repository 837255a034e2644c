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

export async function approveComment(id: string): Promise<Comment> {
  return (await call(ROUTES.adminCommentApprove, { params: { id } })).data;
}

/** Moves the comment to spam. */
export async function rejectComment(id: string): Promise<Comment> {
  return (await call(ROUTES.adminCommentReject, { params: { id } })).data;
}

/** Deletes the comment for good. */
export async function deleteComment(id: string): Promise<void> {
  await call(ROUTES.adminCommentDelete, { params: { id } });
}
