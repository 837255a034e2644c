import { ROUTES } from '@labmedicin/contracts';
import { CacheSessionStore, type Cache } from '@labmedicin/platform';
import type { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import type { GatewayConfig } from '../config/gateway.config';

export const SESSIONS_CACHE = 'sessions';

/** The one read that opens a session: single sign-on's callback, where the provider sends the browser back (a path under /api, where this is mounted). */
const SIGN_IN_READ = ROUTES.authOidcCallback.path;

/**
 * Server-side sessions in the platform cache ('sessions' namespace: in-process embedded, Redis in
 * production). The opaque id travels in an httpOnly, SameSite=Lax cookie (Secure in production);
 * its expiry rolls forward with every answer. Nothing is stored until someone logs in. A read
 * without the cookie skips it: it has no session to find and never opens one (logging in is a
 * POST, or single sign-on's callback), and express-session would still make and sign a new empty session for it.
 */
export function sessionMiddleware(config: GatewayConfig, cache: Cache) {
  const { secret, cookieName, maxAgeMs, secureCookie } = config.session;
  const sessions = session({
    name: cookieName,
    secret,
    store: new CacheSessionStore(cache),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: secureCookie, maxAge: maxAgeMs, path: '/' },
  });
  return (req: Request, res: Response, next: NextFunction): void => {
    const read = req.method === 'GET' || req.method === 'HEAD';
    if (read && req.path !== SIGN_IN_READ && !req.headers.cookie?.includes(`${cookieName}=`)) return next();
    sessions(req, res, next);
  };
}
