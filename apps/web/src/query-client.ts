import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api/http';
import { sessionKeys } from './features/auth/session-keys';

const MAX_RETRIES = 2;

/** A client error (4xx) will not change on a retry; a network or server failure may. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const clientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !clientError && failureCount < MAX_RETRIES;
}

/**
 * The app's query client. A 401 from any call means the session has ended on the server, so the
 * session is set to logged out and the route guards send the visitor to /login.
 */
export function createQueryClient(): QueryClient {
  const endSessionOnUnauthorized = (error: unknown) => {
    if (error instanceof ApiError && error.status === 401) client.setQueryData(sessionKeys.me, null);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.queryKey[0] !== sessionKeys.all[0]) endSessionOnUnauthorized(error);
      },
    }),
    mutationCache: new MutationCache({ onError: endSessionOnUnauthorized }),
    defaultOptions: { queries: { retry: shouldRetry } },
  });
  return client;
}
