import { ROUTE, type Pagination, type ReaderComment } from '@labmedicin/contracts';
import { call } from './http';

export interface CommentListPage<T> {
  data: T[];
  pagination: Pagination;
}

/** Page 1 is the API's default; the address leaves it out. */
export const pageParam = (page: number | undefined) => (page && page > 1 ? page : undefined);

/** GET /articles/:slug/comments: a page of the article's approved comments, newest first. */
export async function fetchArticleComments(slug: string, page: number): Promise<CommentListPage<ReaderComment>> {
  const { data, pagination } = await call(ROUTE.commentList, { params: { slug }, query: { page: pageParam(page) } });
  return { data, pagination };
}

/** POST /articles/:slug/comments: the new comment, pending until an admin approves it. */
export async function postComment(slug: string, content: string): Promise<ReaderComment> {
  return (await call(ROUTE.commentPost, { params: { slug }, body: { content } })).data;
}

/** POST /comments/:id/report; a second report by the same user is a 409. */
export async function reportComment(id: string): Promise<ReaderComment> {
  return (await call(ROUTE.commentReport, { params: { id } })).data;
}
