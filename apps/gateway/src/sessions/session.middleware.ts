import { CacheSessionStore, type Cache } from '@labmedicin/platform';
import session from 'express-session';
import type { GatewayConfig } from '../config/gateway.config';

export const SESSIONS_CACHE = 'sessions';

/**
 * Server-side sessions in the platform cache ('sessions' namespace: in-process embedded, Redis in
 * production). The opaque id travels in an httpOnly, SameSite=Lax cookie (Secure in production);
 * its expiry rolls forward with every answer. Nothing is stored until someone logs in.
 */
export function sessionMiddleware(config: GatewayConfig, cache: Cache) {
  const { secret, cookieName, maxAgeMs, secureCookie } = config.session;
  return session({
    name: cookieName,
    secret,
    store: new CacheSessionStore(cache),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: secureCookie, maxAge: maxAgeMs, path: '/' },
  });
}
