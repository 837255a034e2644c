import type { Language } from '@labmedicin/contracts';
import type { DehydratedState } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { ApiError } from './api/http';

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

/** An ApiError as JSON carries it (an Error's message is not one of its own enumerable properties). */
interface EmbeddedError {
  status: number;
  code: string;
  message: string;
  fieldCodes: Record<string, string>;
}

/**
 * The queries as the page embeds them: the failed ones (a page not found is rendered from its
 * 404) with their ApiError written out in full, so that the browser gets the same error back.
 */
export function embeddedQueries(queries: DehydratedState): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => {
      const error: unknown = query.state.error;
      if (!(error instanceof ApiError)) return query;
      const embedded: EmbeddedError = { status: error.status, code: error.code, message: error.message, fieldCodes: error.fieldCodes };
      return { ...query, state: { ...query.state, error: embedded as unknown as Error } };
    }),
  };
}

/** The embedded queries with their errors made ApiErrors again, as the page's render read them on the server. */
export function revivedQueries(queries: DehydratedState): DehydratedState {
  return {
    ...queries,
    queries: queries.queries.map((query) => {
      const error = query.state.error as EmbeddedError | null | undefined;
      if (!error || typeof error.status !== 'number') return query;
      return { ...query, state: { ...query.state, error: new ApiError(error.status, error.code, error.message, error.fieldCodes) } };
    }),
  };
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
