import { WORKER_MESSAGES } from './offline-rules';
import { changeOfflineStatus } from './offline-status';

/** The worker's address: at the root, so its scope is the whole site. */
const WORKER_URL = '/sw.js';

/**
 * Registers the service worker (after the page has loaded: its file is no part of the first load),
 * shows the kept-copy notice when it says an answer came from one, and offers "Reload to update"
 * when a new release is installed and waits: it takes over only when the reader chooses.
 */
export function registerWorker(): void {
  const container = navigator.serviceWorker;
  container.addEventListener('message', (event: MessageEvent<{ type?: unknown; keptAt?: unknown }>) => {
    if (event.data?.type === WORKER_MESSAGES.kept) changeOfflineStatus({ keptAt: typeof event.data.keptAt === 'string' ? event.data.keptAt : null });
  });
  let reloading = false;
  container.addEventListener('controllerchange', () => {
    if (reloading) location.reload();
  });
  const announce = (worker: ServiceWorker) =>
    changeOfflineStatus({
      update: () => {
        reloading = true;
        worker.postMessage({ type: WORKER_MESSAGES.skipWaiting });
      },
    });
  container.register(WORKER_URL, { scope: '/' }).then(
    (registration: ServiceWorkerRegistration | undefined) => {
      // A browser that blocks workers may refuse without an error (Playwright's does): the site
      // works as before, only not offline.
      if (!registration) return;
      // A first install (no controller yet) takes over by itself; only a replacement is announced.
      if (registration.waiting && container.controller) announce(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed' && container.controller) announce(worker);
        });
      });
      registration.active?.postMessage({ type: WORKER_MESSAGES.refreshSaved });
    },
    (error: unknown) => {
      // eslint-disable-next-line no-console -- without the worker the site works as before, only not offline
      console.warn('The service worker could not be registered', error);
    },
  );
}
