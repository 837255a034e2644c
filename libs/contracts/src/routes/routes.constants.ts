/**
 * Where each HTTP endpoint of the API is: its method and its path under /api, with `:name` for a
 * path parameter. The schemas, the access rule and the answer of each are beside it in routes.ts,
 * under the same name. This half needs no zod, so a page takes only the entries it calls: the
 * bundler leaves out the properties no one reads.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RoutePath {
  readonly method: HttpMethod;
  readonly path: string;
  /** A multipart upload: the form field that carries the file. */
  readonly file?: string;
}

export const ROUTE = {
  articleList: { method: 'GET', path: '/articles' },
  articleSearch: { method: 'GET', path: '/articles/search' },
  articleTags: { method: 'GET', path: '/articles/tags' },
  articleGet: { method: 'GET', path: '/articles/:slug' },
  articleCreate: { method: 'POST', path: '/articles' },
  articleUpdate: { method: 'PUT', path: '/articles/:slug' },
  articleDelete: { method: 'DELETE', path: '/articles/:slug' },
  articleSubmitForReview: { method: 'POST', path: '/articles/:slug/review' },
  articleReturnToAuthor: { method: 'POST', path: '/articles/:slug/return' },
  articlePublish: { method: 'POST', path: '/articles/:slug/publish' },
  articleImageUpload: { method: 'POST', path: '/articles/upload', file: 'image' },
  revisionList: { method: 'GET', path: '/articles/:slug/revisions' },
  revisionGet: { method: 'GET', path: '/articles/:slug/revisions/:versionNumber' },
  revisionCompare: { method: 'GET', path: '/articles/:slug/compare' },
  revisionRestore: { method: 'POST', path: '/articles/:slug/restore/:versionNumber' },
  commentList: { method: 'GET', path: '/articles/:slug/comments' },
  commentPost: { method: 'POST', path: '/articles/:slug/comments' },
  commentReport: { method: 'POST', path: '/comments/:id/report' },
  adminCommentList: { method: 'GET', path: '/admin/comments' },
  adminCommentApprove: { method: 'PUT', path: '/admin/comments/:id/approve' },
  adminCommentReject: { method: 'PUT', path: '/admin/comments/:id/reject' },
  adminCommentDelete: { method: 'DELETE', path: '/admin/comments/:id' },
  categoryList: { method: 'GET', path: '/categories' },
  categoryCreate: { method: 'POST', path: '/categories' },
  categoryUpdate: { method: 'PUT', path: '/categories/:id' },
  categoryDelete: { method: 'DELETE', path: '/categories/:id' },
  categoryArticles: { method: 'GET', path: '/categories/:id/articles' },
  tagList: { method: 'GET', path: '/tags' },
  tagArticles: { method: 'GET', path: '/tags/:tag/articles' },
  tagMerge: { method: 'PUT', path: '/tags/merge' },
  tagDelete: { method: 'DELETE', path: '/tags/:tag' },
  authMe: { method: 'GET', path: '/auth/me' },
  authLogin: { method: 'POST', path: '/auth/login' },
  authRegister: { method: 'POST', path: '/auth/register' },
  authLogout: { method: 'POST', path: '/auth/logout' },
  profileGet: { method: 'GET', path: '/users/profile/:username' },
  profileUpdate: { method: 'PUT', path: '/users/profile' },
  avatarSet: { method: 'POST', path: '/users/avatar', file: 'avatar' },
  passwordChange: { method: 'PUT', path: '/users/password' },
  userList: { method: 'GET', path: '/users/admin' },
  userCreate: { method: 'POST', path: '/users/admin' },
  userUpdate: { method: 'PUT', path: '/users/:id' },
  userDelete: { method: 'DELETE', path: '/users/:id' },
  mediaList: { method: 'GET', path: '/media' },
  mediaUsage: { method: 'GET', path: '/media/:filename/usage' },
  mediaDelete: { method: 'DELETE', path: '/media/:filename' },
  health: { method: 'GET', path: '/health' },
} as const satisfies Record<string, RoutePath>;

export type RouteName = keyof typeof ROUTE;

/** The names of a path's `:name` parameters. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

const PARAM = /:([A-Za-z]+)/g;

/** The names of a path's `:name` parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map(([, name]) => name as string);
}

/** The path with each `:name` replaced by its value, encoded as one URL segment. */
export function pathWith(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(PARAM, (_, name: string) => encodeURIComponent(String(params[name])));
}
