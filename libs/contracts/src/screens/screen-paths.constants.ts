/**
 * The web app's screens: every page's path in one table, as ROUTE is for the API's. The router
 * places its pages by `SCREEN.x.path` (a React Router template: `:name` is a segment, `:name?` an
 * optional one), and every link, redirect, the server's prefetch and head, the offline rules and
 * the gateway's sitemap build the address with `SCREEN.x.to(...)`, so a path is written once.
 * No zod here: a reader's first load carries these strings only.
 */

/** The `:name` parameters a path template names, each a string (`:name?` optional). */
type ParamsOf<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & ParamsOf<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : unknown;
type ParamOf<Name extends string> = Name extends `${infer Optional}?` ? { readonly [K in Optional]?: string } : { readonly [K in Name]: string };

/** Query parameters of an address; an empty or undefined value is left out. */
export type ScreenQuery = Readonly<Record<string, string | number | undefined>>;

export interface Screen<Path extends string> {
  /** The template the router places the page at. */
  readonly path: Path;
  /** The address of the page: each parameter encoded as one segment, then the query. */
  readonly to: unknown extends ParamsOf<Path>
    ? (query?: ScreenQuery) => string
    : Record<never, never> extends ParamsOf<Path>
      ? (params?: ParamsOf<Path>, query?: ScreenQuery) => string
      : (params: ParamsOf<Path>, query?: ScreenQuery) => string;
}

const SCREEN_PARAM = /\/:([A-Za-z]+)(\?)?/g;

function addressOf(path: string, params: Readonly<Record<string, string | undefined>>, query: ScreenQuery = {}): string {
  const filled = path.replace(SCREEN_PARAM, (_, name: string) => (params[name] === undefined ? '' : `/${encodeURIComponent(params[name])}`)) || '/';
  const search = Object.entries(query)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
  return search ? `${filled}?${search}` : filled;
}

function screen<const Path extends string>(path: Path): Screen<Path> {
  const to = SCREEN_PARAM.test(path)
    ? (params: Readonly<Record<string, string | undefined>> = {}, query?: ScreenQuery) => addressOf(path, params, query)
    : (query?: ScreenQuery) => addressOf(path, {}, query);
  SCREEN_PARAM.lastIndex = 0;
  return { path, to: to as Screen<Path>['to'] };
}

/** The parameter that carries the search page's query (the search forms send it so). */
export const SEARCH_QUERY_PARAM = 'q';

export const SCREEN = {
  home: screen('/'),
  /** The published articles; `?category=` filters them, `?page=` pages. */
  articles: screen('/articles'),
  article: screen('/article/:slug'),
  /** The address older links used for an article: redirected to `article`. */
  legacyArticle: screen('/articles/:slug'),
  search: screen('/search'),
  tags: screen('/tags'),
  tag: screen('/tag/:tag'),
  profileEdit: screen('/profile/edit'),
  profile: screen('/profile/:username'),
  /** The calculators, or one of them. */
  calculators: screen('/calculators/:id?'),
  about: screen('/about'),
  /** How analyses are named (P-Kalium: the specimen, then what is measured). */
  naming: screen('/naming'),
  login: screen('/login'),
  /** The second step of signing in, after a right password for an account with two-factor on. */
  loginCode: screen('/login/two-factor'),
  register: screen('/register'),
  forgotPassword: screen('/forgot-password'),
  resetPassword: screen('/reset-password'),
  /** Offline reading: the saved articles, and the page shown for one that was not kept. */
  saved: screen('/saved'),
  offline: screen('/offline'),
  /** The admin area (its own chunk); the screens below are placed inside it. */
  admin: screen('/admin'),
  adminNew: screen('/admin/new'),
  adminEdit: screen('/admin/edit/:slug'),
  adminTranslate: screen('/admin/translate/:slug'),
  adminCompare: screen('/admin/articles/:slug/compare'),
  adminTags: screen('/admin/tags'),
  adminCategories: screen('/admin/categories'),
  adminMedia: screen('/admin/media'),
  adminMediaAnalytics: screen('/admin/media-analytics'),
  adminComments: screen('/admin/comments'),
  adminUsers: screen('/admin/users'),
  adminAudit: screen('/admin/audit'),
  /** What readers searched for, for editors (admins and contributors). */
  adminSearchInsights: screen('/admin/search-insights'),
  adminArchive: screen('/admin/archive'),
} as const;

export type ScreenName = keyof typeof SCREEN;

/** A pattern (regular expression source, unanchored) of a screen's addresses: a parameter is any one segment. */
export function screenPattern(screen: { readonly path: string }): string {
  return screen.path.replace(/[.*+^${}()|[\]\\]/g, '\\$&').replace(SCREEN_PARAM, (_, _name: string, optional?: string) => (optional ? '(?:/[^/]+)?' : '/[^/]+'));
}

/** A screen's path inside the admin area, as the admin area's own routes place it (`edit/:slug`). */
export const adminChildPath = (screen: { readonly path: `/admin/${string}` }): string => screen.path.slice(`${SCREEN.admin.path}/`.length);

/** The path under which the router places the admin area's own routes. */
export const ADMIN_AREA_PATH = `${SCREEN.admin.path}/*`;
