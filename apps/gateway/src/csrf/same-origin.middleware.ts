import { errorBody } from '@labmedicin/contracts';
import { apiFailureOf } from '../common/api.exception';
import type { NextFunction, Request, Response } from 'express';


const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF protection beside the SameSite=Lax cookie: a state-changing request that names where it
 * comes from (Origin, else Referer) must come from the gateway's own host or an allowed origin.
 * A request naming neither (curl, scripts) carries no browser's ambient cookies' intent and passes.
 */
export function sameOriginMiddleware(allowedOrigins: readonly string[]) {
  const allowed = new Set(allowedOrigins);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!STATE_CHANGING.has(req.method)) return next();
    const source = req.get('origin') ?? req.get('referer');
    if (source === undefined) return next();
    const origin = originOf(source);
    if (origin && (allowed.has(origin.origin) || origin.host === req.host?.toLowerCase())) return next();
    const failure = errorBody('CROSS_SITE_REFUSED');
    res.status(failure.status).json(apiFailureOf(failure));
  };
}

/** The origin of an Origin or Referer value; null for 'null' (sandboxed, file:) or garbage. */
function originOf(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}
