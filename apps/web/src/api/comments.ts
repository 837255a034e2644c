import {
  apiPageSchema,
  apiSuccessSchema,
  commentDeleteResultSchema,
  commentSchema,
  readerCommentSchema,
  type Comment,
  type CommentStatus,
  type Pagination,
  type ReaderComment,
} from '@labmedicin/contracts';
import { queryString } from './articles';
import { apiCall, CHECK_ANSWERS } from './http';

export interface CommentListPage<T> {
  data: T[];
  pagination: Pagination;
}

/** The admin list's filter and page. */
export interface AdminCommentsParams {
  status?: CommentStatus;
  page?: number;
  limit?: number;
}

/** Page 1 is the API's default; the address leaves it out. */
const pageParam = (page: number | undefined) => (page && page > 1 ? page : undefined);

/** GET /articles/:slug/comments: a page of the article's approved comments, newest first. */
export async function fetchArticleComments(slug: string, page: number): Promise<CommentListPage<ReaderComment>> {
  const path = `/articles/${encodeURIComponent(slug)}/comments${queryString({ page: pageParam(page) })}`;
  const { data, pagination } = await apiCall('GET', path, CHECK_ANSWERS && apiPageSchema(readerCommentSchema));
  return { data, pagination };
}

/** POST /articles/:slug/comments: the new comment, pending until an admin approves it. */
export async function postComment(slug: string, content: string): Promise<ReaderComment> {
  return (await apiCall('POST', `/articles/${encodeURIComponent(slug)}/comments`, CHECK_ANSWERS && apiSuccessSchema(readerCommentSchema), { content })).data;
}

/** POST /comments/:id/report; a second report by the same user is a 409. */
export async function reportComment(id: string): Promise<ReaderComment> {
  return (await apiCall('POST', `/comments/${encodeURIComponent(id)}/report`, CHECK_ANSWERS && apiSuccessSchema(readerCommentSchema))).data;
}

/** GET /admin/comments with an optional status, 20 to a page. */
export async function fetchAdminComments({ status, page, limit }: AdminCommentsParams): Promise<CommentListPage<Comment>> {
  const { data, pagination } = await apiCall('GET', `/admin/comments${queryString({ status, page: pageParam(page), limit })}`, CHECK_ANSWERS && apiPageSchema(commentSchema));
  return { data, pagination };
}

export async function approveComment(id: string): Promise<Comment> {
  return (await apiCall('PUT', `/admin/comments/${encodeURIComponent(id)}/approve`, CHECK_ANSWERS && apiSuccessSchema(commentSchema))).data;
}

/** Moves the comment to spam. */
export async function rejectComment(id: string): Promise<Comment> {
  return (await apiCall('PUT', `/admin/comments/${encodeURIComponent(id)}/reject`, CHECK_ANSWERS && apiSuccessSchema(commentSchema))).data;
}

/** Deletes the comment for good. */
export async function deleteComment(id: string): Promise<void> {
  await apiCall('DELETE', `/admin/comments/${encodeURIComponent(id)}`, CHECK_ANSWERS && apiSuccessSchema(commentDeleteResultSchema));
}
