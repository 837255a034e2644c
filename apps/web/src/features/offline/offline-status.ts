import { useSyncExternalStore, type ComponentType } from 'react';
import type { Article } from '@labmedicin/contracts';
import type { FetchStatus } from '@tanstack/react-query';

/** The offline controls and pages, in the chunk loaded after the page (offline-runtime.ts). */
export interface OfflineControls {
  SaveArticleButton: ComponentType<{ article: Article }>;
  SaveCategoryButton: ComponentType<{ category: string; name: string }>;
  OfflineNotices: ComponentType;
  SavedArticlesPage: ComponentType;
  OfflinePage: ComponentType;
  /** In place of a page's data that could not be read offline (isOfflineFailure). */
  OfflineNotice: ComponentType;
  /** The query could not be answered because the browser is offline (unknown, so false, until this chunk has loaded). */
  isOfflineFailure: (query: { fetchStatus: FetchStatus; error: unknown }) => boolean;
  /** Drops every kept copy (signing out). */
  forgetKeptCopies: () => Promise<void>;
}

/** What the reader is told about the copy they read and the app they run. */
export interface OfflineStatus {
  /** The page (or an answer it read) came from a kept copy stored then (ISO date); null when it came from the network. */
  keptAt: string | null;
  /** A new release waits: calling this takes it over and reloads; null when there is none. */
  update: (() => void) | null;
  /** Null until their chunk has loaded, and always on the server: the page renders without them. */
  controls: OfflineControls | null;
}

/** As the server renders every page: from the network, no update, no controls. */
const SERVER_STATUS: OfflineStatus = { keptAt: null, update: null, controls: null };

let status = SERVER_STATUS;
const listeners = new Set<() => void>();

/** Changes the status: the offline chunk says what it learns (a kept copy, a waiting release, its controls). */
export function changeOfflineStatus(next: Partial<OfflineStatus>): void {
  status = { ...status, ...next };
  for (const listener of listeners) listener();
}

/** The status now, outside React (signing out). */
export const offlineStatus = () => status;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The status; a hydrating page starts from the server's (nothing), then shows the browser's. */
export function useOfflineStatus(): OfflineStatus {
  return useSyncExternalStore(
    subscribe,
    () => status,
    () => SERVER_STATUS,
  );
}
