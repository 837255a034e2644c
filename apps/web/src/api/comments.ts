import type { ApiSuccess, Comment, CommentStatus, Pagination, ReaderComment } from '@labmedicin/contracts';
import { queryString } from './articles';
import { apiRequest } from './http';

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

type ListAnswer<T> = ApiSuccess<T[]> & { pagination: Pagination };

/** GET /articles/:slug/comments: a page of the article's approved comments, newest first (page 1 unnamed). */
export async function fetchArticleComments(slug: string, page: number): Promise<CommentListPage<ReaderComment>> {
  const search = queryString({ page: page > 1 ? page : undefined });
  const { data, pagination } = await apiRequest<ListAnswer<ReaderComment>>('GET', `/articles/${encodeURIComponent(slug)}/comments${search}`);
  return { data, pagination };
}

/** POST /articles/:slug/comments: the new comment, pending until an admin approves it. */
export async function postComment(slug: string, content: string): Promise<ReaderComment> {
  return (await apiRequest<ApiSuccess<ReaderComment>>('POST', `/articles/${encodeURIComponent(slug)}/comments`, { content })).data;
}

/** POST /comments/:id/report; a second report by the same user is a 409. */
export async function reportComment(id: string): Promise<ReaderComment> {
  return (await apiRequest<ApiSuccess<ReaderComment>>('POST', `/comments/${encodeURIComponent(id)}/report`)).data;
}

/** GET /admin/comments with an optional status, 20 to a page (page 1 unnamed). */
export async function fetchAdminComments({ status, page, limit }: AdminCommentsParams): Promise<CommentListPage<Comment>> {
  const search = queryString({ status, page: page && page > 1 ? page : undefined, limit });
  const { data, pagination } = await apiRequest<ListAnswer<Comment>>('GET', `/admin/comments${search}`);
  return { data, pagination };
}

export async function approveComment(id: string): Promise<Comment> {
  return (await apiRequest<ApiSuccess<Comment>>('PUT', `/admin/comments/${encodeURIComponent(id)}/approve`)).data;
}

/** Moves the comment to spam. */
export async function rejectComment(id: string): Promise<Comment> {
  return (await apiRequest<ApiSuccess<Comment>>('PUT', `/admin/comments/${encodeURIComponent(id)}/reject`)).data;
}

/** Deletes the comment for good. */
export async function deleteComment(id: string): Promise<void> {
  await apiRequest('DELETE', `/admin/comments/${encodeURIComponent(id)}`);
}
