import { API_BASE, LIMITS, errorBody, type ErrorCode } from '@labmedicin/contracts';
import type { NextFunction, Request, Response } from 'express';
import { apiFailureOf } from './api.exception';

function decodes(text: string): boolean {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * What is wrong with a request's address, or null: a percent-encoding that does not decode (the
 * query parser would quietly keep it as typed, a page would render it), or more query parameters
 * than any page or route reads (the parser would quietly drop those past its own limit).
 */
export function addressFault(url: string): ErrorCode | null {
  if (!url.includes('%') && !url.includes('&')) return null;
  const queryAt = url.indexOf('?');
  if (!decodes(queryAt === -1 ? url : url.slice(0, queryAt))) return 'URL_NOT_DECODABLE';
  if (queryAt === -1) return null;
  let parameters = 0;
  for (const parameter of url.slice(queryAt + 1).split('&')) {
    if (parameter === '') continue;
    if (++parameters > LIMITS.queryParametersMax) return 'TOO_MANY_PARAMETERS';
    if (parameter.includes('%') && !decodes(parameter)) return 'URL_NOT_DECODABLE';
  }
  return null;
}

/** A refusal's text for a page in the reader's language (the web app's, when its build can say it), else undefined. */
type PageRefusalText = (req: Request, res: Response, code: ErrorCode) => string | undefined;

/**
 * Refuses an address that cannot be read as sent (addressFault) with 400 and its code before
 * anything reads it: the API's error body under /api; for a page or a file, its message as text
 * in the reader's language (pageText), or the API's English one without the web app's texts.
 */
export function wellFormedAddresses(pageText: PageRefusalText) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const fault = addressFault(req.url);
    if (fault === null) return next();
    const failure = errorBody(fault);
    if (req.url === API_BASE || req.url.startsWith(`${API_BASE}/`) || req.url.startsWith(`${API_BASE}?`)) {
      res.status(failure.status).json(apiFailureOf(failure));
    } else {
      res.status(failure.status).type('text/plain').send(pageText(req, res, fault) ?? failure.message);
    }
  };
}
