import { useSyncExternalStore } from 'react';

const noChanges = () => () => undefined;

/**
 * The origin readers reach the site at (https://host), for absolute URLs shown on a page. A page
 * rendered on the server has none yet (''): it renders site-relative and the hydrated page fills
 * the origin in without a hydration mismatch.
 */
export function useSiteOrigin(): string {
  return useSyncExternalStore(
    noChanges,
    () => window.location.origin,
    () => '',
  );
}
