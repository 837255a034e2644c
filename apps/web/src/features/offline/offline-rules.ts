/**
 * What the service worker keeps for reading without a connection, and how: shared by the worker
 * (sw.ts) and the pages that save, list and clear the kept copies. Plain code, no DOM or React,
 * since the worker bundles it.
 */
import { ROUTE, SCREEN, apiPathOf, apiPathPattern, screenPattern } from '@labmedicin/contracts';

/** A pattern matching exactly the addresses of these screens. */
const screensPattern = (...screens: Array<{ path: string }>) => new RegExp(`^(?:${screens.map(screenPattern).join('|')})$`);

/** The caches of kept copies; the precache (the app's own files) is Workbox's and not among them. */
export const OFFLINE_CACHES = {
  /** Server-rendered pages the reader opened. */
  pages: 'labmedicin-pages',
  /** The API answers those pages read. */
  answers: 'labmedicin-answers',
  /** Articles the reader saved for offline, as the API answers them, under their API address. */
  saved: 'labmedicin-saved',
} as const;

/** When a kept copy was stored (an ISO date): carried by the copy itself. */
const KEPT_AT_HEADER = 'X-Kept-At';

/** The meta element a page served from the cache carries, with its KEPT_AT date. */
export const KEPT_AT_META = 'offline-kept-at';

/** Pages kept when opened: home, the list (and its category pages), an article, the tags, a tag, about, the naming of analyses. Not search, profiles, sign-in or admin. */
export const KEPT_PAGE = screensPattern(SCREEN.home, SCREEN.articles, SCREEN.article, SCREEN.tags, SCREEN.tag, SCREEN.about, SCREEN.naming);

/** Pages of the app alone, served from the app's shell (the list of saved articles, the offline page). */
export const SHELL_PAGE = screensPattern(SCREEN.saved, SCREEN.offline);

/** The calculators' pages: they need no data, so offline the app's shell renders them from the precached code. */
export const CALCULATOR_PAGE = screensPattern(SCREEN.calculators);

/**
 * The API reads those pages make: the article list, an article (not search, whose path an article's
 * would also match), categories, tags and a tag's articles. Never /api/auth, never a write.
 */
export const KEPT_ANSWER = new RegExp(
  `^(?!${apiPathPattern(ROUTE.articleSearch)}$)(${[ROUTE.articleList, ROUTE.articleGet, ROUTE.categoryList, ROUTE.tagList, ROUTE.tagArticles].map(apiPathPattern).join('|')})$`,
);

/** An article's page, and its answer from the API: a saved article serves both offline. */
export const ARTICLE_PAGE = screensPattern(SCREEN.article);
export const ARTICLE_ANSWER = new RegExp(`^${apiPathPattern(ROUTE.articleGet)}$`);

/** The web app manifest in a language (public/manifest.<language>.webmanifest). */
export const manifestPathOf = (language: string) => `/manifest.${language}.webmanifest`;

/** Where the offline page is, and the parameter naming the page that was not kept. */
export const OFFLINE_PAGE = SCREEN.offline.path;
export const OFFLINE_FROM_PARAMETER = 'from';

/** A saved article is fetched again in the background when its copy is older than this (a day). */
export const SAVED_REFRESH_MS = 24 * 3600 * 1000;

/** Messages between the pages and the worker. */
export const WORKER_MESSAGES = {
  /** Page to waiting worker: take over now (the reader chose "Reload to update"). */
  skipWaiting: 'labmedicin:skip-waiting',
  /** Page to worker: refresh the saved articles older than SAVED_REFRESH_MS. */
  refreshSaved: 'labmedicin:refresh-saved',
  /** Worker to page: an answer the page read came from a kept copy (`keptAt`). */
  kept: 'labmedicin:kept',
} as const;

/** The API address of an article's answer, which is also its key among the saved articles. */
export const articleAnswerPath = (slug: string) => apiPathOf(ROUTE.articleGet, { slug });

/**
 * Only what anyone may see is kept: an answer the gateway marks public (an anonymous reader's).
 * A logged-in reader's pages and answers are private (their session cookie rides on them), an
 * editor's private and no-store (drafts): neither is ever stored.
 */
export function isPublicAnswer(response: Response): boolean {
  const cacheControl = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  return response.status === 200 && /\bpublic\b/.test(cacheControl) && !/\b(private|no-store)\b/.test(cacheControl);
}

/** The response as kept: the same, with the time it was stored. */
export function keptCopy(response: Response, keptAt = new Date()): Response {
  const headers = new Headers(response.headers);
  headers.set(KEPT_AT_HEADER, keptAt.toISOString());
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** When a kept copy was stored; null for an answer from the network. */
export function keptAtOf(response: Response): string | null {
  return response.headers.get(KEPT_AT_HEADER);
}

/**
 * Drops every kept copy (pages, answers, saved articles); the app's own files stay. Signing out
 * does this, so nothing read or saved in a session outlives it on the device.
 */
export async function forgetKeptCopies(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(Object.values(OFFLINE_CACHES).map((name) => caches.delete(name)));
}

/** This browser can keep pages and answers for offline reading (a secure origin with service workers and the Cache API). */
export function canKeepOffline(): boolean {
  return typeof navigator !== 'undefined' && globalThis.isSecureContext && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}
