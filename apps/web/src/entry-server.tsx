import { DEFAULT_LANGUAGE, LANGUAGES, SCREEN, screenPattern, type ErrorCode, type Language } from '@labmedicin/contracts';
import { defaultShouldDehydrateQuery, dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { createInstance, type i18n as I18n, type TFunction } from 'i18next';
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToString } from 'react-dom/server';
import { matchPath } from 'react-router-dom';
import { StaticRouter } from 'react-router-dom/server';
import { ApiError, setApiTransport, type ApiTransport } from './api/http';
import { AppRoot, ROUTER_FUTURE } from './app-root';
import { AppRoutes, pageRouteOf } from './app-routes';
import type { Article } from '@labmedicin/contracts';
import { loadArticleSanitizer } from './components/article-sanitizer';
import { preloadServerRendered } from './components/lazy-component';
import { articleKeys } from './features/articles/article-keys';
import { manifestPathOf } from './features/offline/offline-rules';
import { I18N_OPTIONS } from './i18n';
import { resources } from './locales/resources';
import { PAGE_DATA_ELEMENT_ID, embeddedQueries, jsonForScriptElement, type PageData, type PageStatus } from './page-data';
import { createQueryClient } from './query-client';
import { prefetchPage } from './server/prefetch-page';
import { escapeHtml, HEAD_NAMESPACES, headTags, pageHeadOf } from './server/page-head';

/**
 * The SPA rendered on the server (built by `vite build --ssr` into dist/server, loaded by the
 * gateway at run time): the same routes and components, fed by the same API calls, which the
 * gateway answers in-process.
 */

/** Pages the browser renders alone (and what lies under them): forms and what needs a session; and the old article address, which it redirects. */
const BROWSER_ONLY_PATH = new RegExp(
  `^(${[SCREEN.login, SCREEN.register, SCREEN.profileEdit, SCREEN.admin, SCREEN.saved, SCREEN.offline].map(screenPattern).join('|')})(/|$)|^${screenPattern(SCREEN.legacyArticle)}/?$`,
);

/** A page needs at most this many rounds of render-then-fetch (a query that needs another's answer). */
const MAX_RENDER_ROUNDS = 4;

export interface PageRequest {
  /** Path and query string, as asked. */
  url: string;
  /** scheme://host of the site, for canonical addresses. */
  origin: string;
  language: Language;
  /** Answers the SPA's API calls (path below /api) for this request. */
  api: ApiTransport;
}

export interface RenderedPage {
  status: number;
  html: string;
  /** How many times the app was rendered: 1 when the page's URL named all it shows (prefetch-page). */
  renders: number;
}

const apiOfRequest = new AsyncLocalStorage<ApiTransport>();
setApiTransport((path, init) => {
  const api = apiOfRequest.getStore();
  if (!api) throw new Error(`API call outside a page render: ${path}`);
  return api(path, init);
});
// The pages' chunks and the sanitizer, in place before the first render: renderToString cannot wait for one.
const pagesLoaded = Promise.all([preloadServerRendered(), loadArticleSanitizer()]);

const i18nByLanguage = new Map<Language, I18n>();

/** One i18next instance per language, made once: a render only reads it, never changes its language. */
function i18nFor(language: Language): I18n {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createInstance({ ...I18N_OPTIONS, resources, lng: language });
    void instance.init();
    rememberTexts(instance);
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

/** i18next's fixed t as called here, with the properties it carries (the language, namespace and key prefix it is fixed to). */
type Translate = ((...args: unknown[]) => string) & { lng?: unknown; ns?: unknown; keyPrefix?: unknown };

/** Texts a `t` keeps at most: those with a count (views) come and go; the whole lot is let go when full. */
const MAX_REMEMBERED_TEXTS = 2_000;

/**
 * The instance's texts never change here (nor does its language), so a text asked for with the
 * same options is the same every time. react-i18next asks for a new `t` on every render of every
 * component, and i18next resolves each text anew (a tenth of a page's render, most of it the few
 * texts with values put in): here each namespace's `t` is made once and keeps the texts it was
 * asked for, with no options or with options of plain values only.
 */
function rememberTexts(instance: I18n): void {
  // Untyped here: the keys are typed where a component calls `t`, not in this cache between them.
  const getFixedT = instance.getFixedT.bind(instance) as unknown as (lng: string | null, ns: string | readonly string[] | null, keyPrefix?: string) => Translate;
  const made = new Map<string, TFunction>();
  instance.getFixedT = ((lng: string | readonly string[] | null, ns?: string | readonly string[] | null, keyPrefix?: string) => {
    const id = `${String(lng)}|${String(ns)}|${keyPrefix ?? ''}`;
    let t = made.get(id);
    if (!t) {
      const fixed = getFixedT(lng as string | null, ns ?? null, keyPrefix);
      const texts = new Map<string, string>();
      const remembering = (key: unknown, ...rest: unknown[]): string => {
        const [options] = rest;
        if (typeof key !== 'string' || rest.length > 1 || !ofPlainValues(options)) return fixed(key, ...rest);
        const textId = options === undefined ? key : `${key}\u0000${JSON.stringify(options)}`;
        let text = texts.get(textId);
        if (text === undefined) {
          text = fixed(key, ...rest);
          if (typeof text !== 'string') return text;
          if (texts.size >= MAX_REMEMBERED_TEXTS) texts.clear();
          texts.set(textId, text);
        }
        return text;
      };
      t = Object.assign(remembering, { lng: fixed.lng, ns: fixed.ns, keyPrefix: fixed.keyPrefix }) as unknown as TFunction;
      made.set(id, t);
    }
    return t;
  }) as I18n['getFixedT'];
}

/** No options, or options whose values are strings, numbers, booleans or null: they say the whole text. */
function ofPlainValues(options: unknown): boolean {
  if (options === undefined) return true;
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) return false;
  return Object.values(options).every((value) => value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean');
}

/** The route template of a page's path, for the gateway's metrics (never the path itself, which is unbounded). */
export { pageRouteOf };

export function isServerRendered(path: string): boolean {
  return !BROWSER_ONLY_PATH.test(path);
}

function enabled(query: Query): boolean {
  const option = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof option === 'function' ? option(query) : option !== false;
}

/** Queries the last render asked for and nobody has fetched yet. */
function waitingQueries(queryClient: QueryClient, tried: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => !tried.has(query.queryHash) && query.state.status === 'pending' && enabled(query) && query.meta?.serverRender !== false);
}

function isNotFound(query: Query): boolean {
  return query.state.error instanceof ApiError && query.state.error.status === 404;
}

/** 404 for a missing thing, the API's status for another refusal, 503 when a service failed or did not answer. */
function statusOf(queryClient: QueryClient, pageStatus: PageStatus): number {
  const errors = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error')
    .map((query) => query.state.error);
  if (pageStatus.notFound || queryClient.getQueryCache().getAll().some(isNotFound)) return 404;
  const failure = errors[0];
  if (failure === undefined) return 200;
  return failure instanceof ApiError && failure.status >= 400 && failure.status < 500 ? failure.status : 503;
}

/** The built index.html in the reader's language: its lang and its web app manifest. */
function inLanguage(template: string, language: Language): string {
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${escapeHtml(language)}">`)
    .replace(/<link rel="manifest" href="[^"]*" \/>/, `<link rel="manifest" href="${manifestPathOf(language)}" />`);
}

/**
 * A page the browser renders alone (sign-in, the saved articles...), as the gateway sends it: the
 * built index.html in the reader's language, which says, without JavaScript, that the page needs
 * it and that the articles do not.
 */
export function browserPage(template: string, requested: Language): string {
  const language = (LANGUAGES as readonly string[]).includes(requested) ? requested : DEFAULT_LANGUAGE;
  const t = i18nFor(language).getFixedT(language, 'noScript');
  const notice =
    '<noscript><div class="container py-5 text-center">' +
    `<h1 class="h2 mb-3">${escapeHtml(t('page.title'))}</h1>` +
    `<p class="text-muted mb-4">${escapeHtml(t('page.message'))}</p>` +
    `<a href="/" class="btn btn-primary">${escapeHtml(t('page.home'))}</a>` +
    '</div></noscript>';
  return inLanguage(template, language).replace('<div id="root"></div>', () => `<div id="root"></div>${notice}`);
}

/**
 * The text of an error code in the reader's language, from the same locale files the pages show
 * it from: for what the gateway refuses before any page is rendered (an address it cannot read).
 */
export function errorText(code: ErrorCode, requested: Language): string {
  const language = (LANGUAGES as readonly string[]).includes(requested) ? requested : DEFAULT_LANGUAGE;
  return i18nFor(language).getFixedT(language, 'errors')(code);
}

/**
 * Renders a page into the built index.html: the app's HTML in #root, the head of the page, and,
 * for a page that hydrates (200), the data it was rendered from. Null for pages the browser
 * renders alone.
 */
export async function renderPage(template: string, request: PageRequest): Promise<RenderedPage | null> {
  const url = new URL(request.url, request.origin);
  if (!isServerRendered(url.pathname)) return null;
  await pagesLoaded;
  const language = (LANGUAGES as readonly string[]).includes(request.language) ? request.language : DEFAULT_LANGUAGE;
  const i18n = i18nFor(language);
  const queryClient = createQueryClient();
  // A failed query shows its failure, as it does in the browser once its retry has failed too
  // (the browser would try it again on mounting; the server has tried already).
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false } });
  const pageStatus: PageStatus = { notFound: false, lazyComponents: new Set() };
  const app = (
    <AppRoot queryClient={queryClient} i18n={i18n} pageStatus={pageStatus}>
      <StaticRouter location={`${url.pathname}${url.search}`} future={ROUTER_FUTURE}>
        <AppRoutes />
      </StaticRouter>
    </AppRoot>
  );

  let renders = 0;
  const body = await apiOfRequest.run(request.api, async () => {
    await prefetchPage(queryClient, url, language);
    const tried = new Set<string>();
    for (let round = 1; ; round += 1) {
      pageStatus.notFound = false;
      pageStatus.lazyComponents.clear();
      const html = renderToString(app);
      renders = round;
      const waiting = waitingQueries(queryClient, tried);
      if (waiting.length === 0 || round === MAX_RENDER_ROUNDS) return html;
      for (const query of waiting) tried.add(query.queryHash);
      // A failure stays in its query's state, as in the browser; the status says what it was.
      await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    }
  });

  const status = statusOf(queryClient, pageStatus);
  const slug = matchPath(SCREEN.article.path, url.pathname)?.params.slug;
  const article = status === 200 && slug ? queryClient.getQueryData<Article>(articleKeys.detail(slug)) : undefined;
  const head = pageHeadOf({ origin: request.origin, url, t: i18n.getFixedT(language, HEAD_NAMESPACES), language, notFound: status === 404, article });
  // A page found, or not found (its 404 is the answer, as final as a 200), hydrates from what it was
  // rendered from, its 404s included; another (a service failed) is rendered again in the browser.
  const hydrates = status === 200 || status === 404;
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || isNotFound(query) });
  const pageData: PageData = { language, queries: embeddedQueries(queries), lazyComponents: [...pageStatus.lazyComponents] };
  const data = hydrates ? `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${jsonForScriptElement(pageData)}</script>` : '';
  queryClient.clear();
  const html = inLanguage(template, language)
    .replace(/<title>[^<]*<\/title>/, () => headTags(head, language))
    .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`);
  return { status, html, renders };
}
