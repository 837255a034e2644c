import type { QueryClient } from '@tanstack/react-query';
import { matchPath, type Params } from 'react-router-dom';
import { articleQuery } from '../features/articles/use-articles';
import { sessionQuery } from '../features/auth/use-session';

/**
 * The data a page's URL names, by the page's path in AppRoutes. The server asks for it, with the
 * session that every page asks for, before it renders the page, which then renders once instead
 * of once to learn what it needs and again with it. What a page asks for beyond this, the server
 * still learns by rendering. (On the server only: the browser's first load stays as small.)
 */
const PAGE_DATA: ReadonlyArray<readonly [string, (queryClient: QueryClient, params: Params) => Promise<void>]> = [
  ['/article/:slug', (queryClient, { slug = '' }) => queryClient.prefetchQuery(articleQuery(slug))],
];

/** Fetches what the page at this path renders from, as far as its URL names it, and the session. */
export async function prefetchPage(queryClient: QueryClient, pathname: string): Promise<void> {
  const prefetches = [queryClient.prefetchQuery(sessionQuery)];
  for (const [path, prefetch] of PAGE_DATA) {
    const match = matchPath(path, pathname);
    if (match) prefetches.push(prefetch(queryClient, match.params));
  }
  await Promise.all(prefetches);
}
