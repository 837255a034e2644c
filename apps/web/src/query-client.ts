import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError } from './api/http';
import { sessionKeys } from './features/auth/session-keys';

/**
 * Failures a second try may cure, quickly: no answer at all (a network blip) and a gateway or
 * service briefly away (502, 503, 504). Any other failure, a 4xx above all, shows at once.
 */
const TRANSIENT_STATUSES = new Set([0, 502, 503, 504]);
const RETRIES = 1;
const RETRY_DELAY_MS = 300;

function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < RETRIES && error instanceof ApiError && TRANSIENT_STATUSES.has(error.status);
}

/**
 * What a server-rendered page came with is as fresh as the page (a shared cache keeps a page up to
 * 30 s): its queries are not fetched again when the page hydrates, only once older than that.
 */
const SERVER_DATA_FRESH_MS = 30_000;

/**
 * The app's query client. `serverData`: the hashes of the queries a server-rendered page came
 * with, which count as fresh for their first SERVER_DATA_FRESH_MS. A 401 from any call means the session has ended on the server, so the
 * session is set to logged out and the route guards send the visitor to /login.
 */
export function createQueryClient(serverData: ReadonlySet<string> = new Set()): QueryClient {
  const hydratedAt = Date.now();
  const staleTime = (query: Query) => (serverData.has(query.queryHash) && Date.now() - hydratedAt < SERVER_DATA_FRESH_MS ? SERVER_DATA_FRESH_MS : 0);
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
    defaultOptions: { queries: { retry: shouldRetry, retryDelay: RETRY_DELAY_MS, staleTime } },
  });
  return client;
}
