/**
 * The method and path (under /api, `:name` for a path parameter) of the routes the public pages
 * and the account pages call: their entries of the route table (ROUTES in routes.ts) take them from
 * here. This part needs no zod, so a reader's first load carries these strings only; the admin
 * area's routes are written in ROUTES alone, which the admin area loads with the schemas.
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
  articleSuggest: { method: 'GET', path: '/articles/suggest' },
  articleGet: { method: 'GET', path: '/articles/:slug' },
  commentList: { method: 'GET', path: '/articles/:slug/comments' },
  commentPost: { method: 'POST', path: '/articles/:slug/comments' },
  commentReport: { method: 'POST', path: '/comments/:id/report' },
  categoryList: { method: 'GET', path: '/categories' },
  tagList: { method: 'GET', path: '/tags' },
  tagArticles: { method: 'GET', path: '/tags/:tag/articles' },
  authMe: { method: 'GET', path: '/auth/me' },
  authLogin: { method: 'POST', path: '/auth/login' },
  authRegister: { method: 'POST', path: '/auth/register' },
  authLogout: { method: 'POST', path: '/auth/logout' },
  authOidc: { method: 'GET', path: '/auth/oidc' },
  authOidcStart: { method: 'GET', path: '/auth/oidc/start' },
  profileGet: { method: 'GET', path: '/users/profile/:username' },
  profileUpdate: { method: 'PUT', path: '/users/profile' },
  avatarSet: { method: 'POST', path: '/users/avatar', file: 'avatar' },
  passwordChange: { method: 'PUT', path: '/users/password' },
  searchReport: { method: 'POST', path: '/search-reports' },
} as const satisfies Record<string, RoutePath>;

/** Where the API is served: every route's path is under it. */
export const API_BASE = '/api';

/** A `:name` path parameter. */
export const PATH_PARAM = /:([A-Za-z]+)/g;

/** The names of a path's `:name` parameters, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PATH_PARAM)].map(([, name]) => name as string);
}

/** The path with each `:name` replaced by its value, encoded as one URL segment. */
export function pathWith(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(PATH_PARAM, (_, name: string) => encodeURIComponent(String(params[name])));
}
