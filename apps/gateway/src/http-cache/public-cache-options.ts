import type { GatewayRequest } from '../common/gateway-request';

/** How a @PublicCache route is cached, besides its family: also what article-cache.ts gives each article route. */
export interface PublicCacheOptions {
  /**
   * The answer's key within its family, from the request; null when the request is invalid (the
   * route then answers 400 itself). Default: the URL as sent.
   */
  keyOf?: (req: GatewayRequest) => string | null;
  /**
   * The answer depends on who asks: admins and contributors also see drafts. Only callers who see
   * what the public sees (anonymous, role user) are served from and stored in the cache; the
   * others get a fresh, private answer. Varies on Cookie so no shared cache mixes them.
   */
  perCaller?: boolean;
  /** Shorter than the cache's default, for answers that age otherwise (view counts). */
  ttlMs?: number;
  /** What the answer shows, kept with it for whoever handles it (see publicAnswerOf). */
  subjectOf?: (body: unknown) => string;
}
