import 'bootstrap/dist/css/bootstrap.min.css';
import './components/layout.css';
import type { Language } from '@labmedicin/contracts';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoot, ROUTER_FUTURE } from './app-root';
import { AppRoutes, preloadPage } from './app-routes';
import { preloadRenderedOnServer } from './components/lazy-component';
import i18n, { chooseLanguage, loadErrorTexts, loadLanguage, rememberLanguage, storedLanguage } from './i18n';
import { PAGE_DATA_ELEMENT_ID, revivedQueries, type PageData } from './page-data';
import { createQueryClient } from './query-client';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

/** What the server rendered this page from; absent on pages the browser renders alone. */
function serverPageData(): PageData | null {
  const element = document.getElementById(PAGE_DATA_ELEMENT_ID);
  return element?.textContent ? (JSON.parse(element.textContent) as PageData) : null;
}

/**
 * The server rendered the page in the language it read from the cookie or Accept-Language; a
 * choice kept only in local storage (by earlier versions) is applied once the page has hydrated,
 * and kept in the cookie from then on. The page's own language is not applied again: that would
 * render the page anew, and drop the parts still waiting for their code (the article's HTML,
 * waiting for the sanitizer) to render them in the browser.
 */
function applyStoredLanguage(): void {
  const stored = storedLanguage();
  if (!stored) return;
  if (stored === i18n.language) rememberLanguage(stored);
  else void chooseLanguage(stored);
}

/**
 * Marks the page as taken over by the app: a server-rendered page shows its content before its
 * buttons work, and whoever drives it (the browser tests) waits for this before clicking.
 */
function markInteractive(): void {
  document.documentElement.dataset.interactive = 'true';
}

/**
 * The page's texts and chunks are loaded before the first render, so that the hydrating render is
 * the server's (same language, same data, no fetch, no fallback, every part live at once) and a
 * page the browser renders alone shows no loading state for its own code.
 */
async function start(root: HTMLElement): Promise<void> {
  const page = serverPageData();
  const language = page?.language ?? (i18n.language as Language);
  // A page rendered from a failure (an article not found) shows its code's text.
  const failed = page?.queries.queries.some((query) => (query.state.error as { code?: string } | null | undefined)?.code);
  // The page's chunk first: the lazy parts it declares are known once it has loaded.
  await Promise.all([loadLanguage(language), failed && loadErrorTexts(language), preloadPage(location.pathname).then(() => preloadRenderedOnServer(page?.lazyComponents ?? []))]);
  await i18n.changeLanguage(language);
  if (page) hydratePage(root, page);
  else renderPage(root);
}

function hydratePage(root: HTMLElement, page: PageData): void {
  const queries = revivedQueries(page.queries);
  const queryClient = createQueryClient(new Set(queries.queries.map((query) => query.queryHash)));
  hydrate(queryClient, queries);
  // What the server found missing (a page's 404) is the answer, not a failure to try again on mounting.
  for (const query of queries.queries) if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  hydrateRoot(
    root,
    <AppRoot
      queryClient={queryClient}
      i18n={i18n}
      onMounted={() => {
        markInteractive();
        applyStoredLanguage();
      }}
    >
      <BrowserRouter future={ROUTER_FUTURE}>
        <AppRoutes />
      </BrowserRouter>
    </AppRoot>,
  );
}

function renderPage(root: HTMLElement): void {
  createRoot(root).render(
    <AppRoot queryClient={createQueryClient()} i18n={i18n} onMounted={markInteractive}>
      <BrowserRouter future={ROUTER_FUTURE}>
        <AppRoutes />
      </BrowserRouter>
    </AppRoot>,
  );
}

/**
 * Offline reading starts once the page has loaded: its code (the controls, the notices, the service
 * worker's registration) is a chunk of its own, no part of the first load. Only the production
 * build has a worker to register.
 */
function startOfflineWhenLoaded(): void {
  const start = () => void import('./features/offline/offline-runtime').then((module) => module.startOffline({ register: process.env.NODE_ENV === 'production' }));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

void start(root);
startOfflineWhenLoaded();
