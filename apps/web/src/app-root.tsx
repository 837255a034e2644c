import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { PageStatusContext, type PageStatus } from './page-data';

/** The router's switches, the same in the browser and on the server. */
export const ROUTER_FUTURE = { v7_startTransition: true, v7_relativeSplatPath: true } as const;

function AfterMount({ run }: { run?: () => void }) {
  // Once: the callback belongs to the first render (the hydration) only.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => run?.(), []);
  return null;
}

/**
 * What the app's routes run in, the same tree in the browser and on the server (so a server
 * render hydrates): texts, queries, and the router the caller gives (BrowserRouter, StaticRouter).
 * `onMounted` runs once the first render is in place (for the browser: hydrated).
 */
export function AppRoot({
  queryClient,
  i18n,
  pageStatus = null,
  onMounted,
  children,
}: {
  queryClient: QueryClient;
  i18n: I18n;
  pageStatus?: PageStatus | null;
  onMounted?: () => void;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <PageStatusContext.Provider value={pageStatus}>
        <I18nextProvider i18n={i18n}>
          <QueryClientProvider client={queryClient}>
            {children}
            <AfterMount run={onMounted} />
          </QueryClientProvider>
        </I18nextProvider>
      </PageStatusContext.Provider>
    </StrictMode>
  );
}
