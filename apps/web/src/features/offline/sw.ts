/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa into /sw.js; see offline-rules.ts for what it keeps).
 * The app's public code is precached; the public pages and their API reads are network first with
 * a short timeout, then the kept copy; the rest of the site goes to the network only (the
 * calculators, which need no data, then the app's shell), and a page neither answered nor kept is
 * the offline page. Writes never come here: only GET reads are routed.
 */
import type { WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute, type RouteHandlerCallbackOptions } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import {
  ARTICLE_ANSWER,
  ARTICLE_PAGE,
  CALCULATOR_PAGE,
  KEPT_ANSWER,
  KEPT_AT_META,
  KEPT_PAGE,
  OFFLINE_CACHES,
  OFFLINE_FROM_PARAMETER,
  OFFLINE_PAGE,
  SAVED_REFRESH_MS,
  SHELL_PAGE,
  WORKER_MESSAGES,
  articleAnswerPath,
  isPublicAnswer,
  keptAtOf,
  keptCopy,
} from './offline-rules';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** How long a read waits for the network before the kept copy is shown (the answer still refreshes the copy when it comes). */
const NETWORK_TIMEOUT_SECONDS = 4;
/** The last pages and answers read are kept; older ones make room. Saved articles are never dropped so. */
const KEPT_PAGES = 60;
const KEPT_ANSWERS = 200;
/** The app's shell (index.html), precached: the pages the browser renders alone. */
const SHELL = '/index.html';
/** Kept copies are looked up whatever the gateway's Vary (Cookie, Accept-Language): only public answers are kept. */
const MATCH = { ignoreVary: true } as const;

// Not '/' as index.html: the home page is rendered on the server, and kept like the other pages.
precacheAndRoute(self.__WB_MANIFEST, { directoryIndex: null, cleanURLs: false });
cleanupOutdatedCaches();

/** Stores only public answers (an anonymous reader's: nothing of a session), stamped with when. */
const publicOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isPublicAnswer(response) ? keptCopy(response) : null),
};

/** A page served from its kept copy says so in its head; the app shows "Offline – saved on {date}". */
const markKeptPage: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => (cachedResponse ? pageMarkedKept(cachedResponse, keptAtOf(cachedResponse)) : cachedResponse),
};

/** An answer served from its kept copy is announced to the page that asked. */
const announceKept: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, event }) => {
    if (cachedResponse) void announce(event, cachedResponse);
    return cachedResponse;
  },
};

/** A saved article read anew from the network: its saved copy is the new answer. */
const refreshSaved: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, newResponse }) => {
    const saved = await caches.open(OFFLINE_CACHES.saved);
    if (await saved.match(request, MATCH)) await saved.put(request, newResponse);
  },
};

const pages = new NetworkFirst({
  cacheName: OFFLINE_CACHES.pages,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: MATCH,
  plugins: [publicOnly, new ExpirationPlugin({ maxEntries: KEPT_PAGES }), markKeptPage],
});

const answers = new NetworkFirst({
  cacheName: OFFLINE_CACHES.answers,
  networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
  matchOptions: MATCH,
  plugins: [publicOnly, new ExpirationPlugin({ maxEntries: KEPT_ANSWERS }), refreshSaved, announceKept],
});

async function announce(event: ExtendableEvent | undefined, kept: Response): Promise<void> {
  const clientId = (event as FetchEvent | undefined)?.clientId;
  const client = clientId ? await self.clients.get(clientId) : undefined;
  client?.postMessage({ type: WORKER_MESSAGES.kept, keptAt: keptAtOf(kept) });
}

async function pageMarkedKept(page: Response, keptAt: string | null): Promise<Response> {
  const html = await page.text();
  const meta = `<meta name="${KEPT_AT_META}" content="${keptAt ?? ''}" />`;
  return new Response(html.replace('<head>', `<head>\n    ${meta}`), { status: page.status, statusText: page.statusText, headers: page.headers });
}

/** The saved copy of the article a page or API address shows, if the reader saved it. */
async function savedArticleOf(pathname: string): Promise<Response | undefined> {
  if (!ARTICLE_PAGE.test(pathname) && !ARTICLE_ANSWER.test(pathname)) return undefined;
  const slug = pathname.slice(pathname.lastIndexOf('/') + 1);
  let decoded: string;
  try {
    decoded = decodeURIComponent(slug);
  } catch {
    return undefined; // Not an article's address (a malformed escape).
  }
  return caches.match(articleAnswerPath(decoded), { ...MATCH, cacheName: OFFLINE_CACHES.saved });
}

/** The app's shell for a page the browser renders alone (from a saved article's answer, when `keptAt` is given). */
async function shell(request: Request, keptAt?: string | null): Promise<Response> {
  const page = await matchPrecache(SHELL);
  if (!page) return fetch(request);
  return keptAt === undefined ? page : pageMarkedKept(page, keptAt);
}

function offlinePage(url: URL): Response {
  const offline = new URL(OFFLINE_PAGE, url.origin);
  offline.searchParams.set(OFFLINE_FROM_PARAMETER, `${url.pathname}${url.search}`);
  return Response.redirect(offline.href, 302);
}

registerRoute(
  ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
  async (options: RouteHandlerCallbackOptions) => {
    const { url, request, event } = options;
    if (SHELL_PAGE.test(url.pathname)) return shell(request);
    if (KEPT_PAGE.test(url.pathname)) {
      try {
        return await pages.handle({ request, event });
      } catch {
        // Neither answered nor kept: a saved article is rendered by the app from its saved answer.
        const saved = await savedArticleOf(url.pathname);
        if (saved) return shell(request, keptAtOf(saved));
      }
    } else {
      try {
        return await fetch(request);
      } catch {
        // Offline: a calculator works from the precached code alone; another page, below.
        if (CALCULATOR_PAGE.test(url.pathname)) return shell(request);
      }
    }
    return offlinePage(url);
  },
);

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && KEPT_ANSWER.test(url.pathname),
  async ({ url, request, event }: RouteHandlerCallbackOptions) => {
    try {
      return await answers.handle({ request, event });
    } catch (error) {
      const saved = url.search ? undefined : await savedArticleOf(url.pathname);
      if (!saved) throw error;
      void announce(event, saved);
      return saved;
    }
  },
);

/** Fetches the saved articles whose copy is older than a day again; one the site no longer has is dropped. */
async function refreshSavedArticles(): Promise<void> {
  const saved = await caches.open(OFFLINE_CACHES.saved);
  for (const request of await saved.keys()) {
    const copy = await saved.match(request, MATCH);
    const keptAt = copy ? Date.parse(keptAtOf(copy) ?? '') : Number.NaN;
    if (Date.now() - keptAt < SAVED_REFRESH_MS) continue;
    try {
      const answer = await fetch(request.url, { credentials: 'omit', headers: { accept: 'application/json' } });
      if (isPublicAnswer(answer)) await saved.put(request, keptCopy(answer));
      else if (answer.status === 404) await saved.delete(request, MATCH);
    } catch {
      // Offline: the copy stays as it is until the next try.
    }
  }
}

/** The pages open when the worker first took over were loaded before it: they are kept now. */
async function keepOpenPages(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  await Promise.all(
    windows
      .map((client) => new URL(client.url))
      .filter((url) => url.origin === self.location.origin && KEPT_PAGE.test(url.pathname))
      .map((url) => pages.handle({ request: new Request(url.href, { credentials: 'same-origin' }), event }).catch(() => undefined)),
  );
}

self.addEventListener('message', (event) => {
  const type = (event.data as { type?: unknown } | null)?.type;
  if (type === WORKER_MESSAGES.skipWaiting) void self.skipWaiting();
  if (type === WORKER_MESSAGES.refreshSaved) event.waitUntil(refreshSavedArticles());
});

/** No worker was active before this one: the first visit with the worker. */
let firstInstall = false;

self.addEventListener('install', () => {
  firstInstall = !self.registration.active;
});

self.addEventListener('activate', (event) => {
  // A first install takes the open pages over at once and keeps them; an update waits for "Reload to update".
  event.waitUntil(self.clients.claim().then(() => (firstInstall ? keepOpenPages(event) : undefined)));
});

