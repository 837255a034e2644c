import type { Language } from '@labmedicin/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext } from 'react';

/**
 * A page rendered on the server carries what it was rendered from in
 * `<script type="application/json" id="page-data">`: data, never code, so the page runs under a
 * policy that allows only our own script files. The SPA hydrates from it without calling the API.
 */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

export interface PageData {
  language: Language;
  /** The query cache as the server filled it (react-query's dehydrated state). */
  queries: DehydratedState;
  /** The lazily loaded components the page shows: the browser loads them before it hydrates. */
  lazyComponents: string[];
}

/** JSON that cannot end its script element or open a comment in it, nor break a line in a JS parser. */
export function jsonForScriptElement(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** What a server render learns from the components themselves: whether the page is the not-found page, which lazy components it shows. */
export interface PageStatus {
  notFound: boolean;
  lazyComponents: Set<string>;
}

/** Set only while the server renders; null in the browser. */
export const PageStatusContext = createContext<PageStatus | null>(null);

/** A page that shows "not found" says so here, so that its server render answers 404. */
export function useNotFoundStatus(notFound: boolean): void {
  const pageStatus = useContext(PageStatusContext);
  if (pageStatus && notFound) pageStatus.notFound = true;
}

/**
 * The meta of a query the server leaves to the browser: readers' comments change with moderation,
 * which the cache of rendered pages does not follow, so they load after the page.
 */
export const BROWSER_ONLY_QUERY = { serverRender: false } as const;
