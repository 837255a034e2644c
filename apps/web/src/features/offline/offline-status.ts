import { useSyncExternalStore } from 'react';
import { KEPT_AT_META } from './offline-rules';

/** What the reader is told about the copy they read and the app they run. */
export interface OfflineStatus {
  /** The page (or an answer it read) came from a kept copy stored then (ISO date); null when it came from the network. */
  keptAt: string | null;
  /** A new release waits: calling this takes it over and reloads; null when there is none. */
  update: (() => void) | null;
}

/** As the server renders every page: from the network, no update. */
const SERVER_STATUS: OfflineStatus = { keptAt: null, update: null };

/** A page the service worker served from its kept copy carries the date it was kept in its head. */
function keptAtOfPage(): string | null {
  if (typeof document === 'undefined') return null;
  return document.querySelector(`meta[name="${KEPT_AT_META}"]`)?.getAttribute('content') || null;
}

let status: OfflineStatus = { keptAt: keptAtOfPage(), update: null };
const listeners = new Set<() => void>();

function change(next: Partial<OfflineStatus>): void {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

/** The page now shows a kept copy (`keptAt`), or a fresh one (null). */
export const showKeptAt = (keptAt: string | null) => change({ keptAt });

/** A new release is ready; `update` switches to it. */
export const offerUpdate = (update: () => void) => change({ update });

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The status; a hydrating page starts from the server's (none), then shows the browser's. */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => SERVER_STATUS,
  );
}

/** This browser can keep pages and answers for offline reading (a secure origin with service workers and the Cache API). */
export function canKeepOffline(): boolean {
  return typeof window !== 'undefined' && window.isSecureContext && 'serviceWorker' in navigator && typeof caches !== 'undefined';
}
