import type { NextFunction, Request, Response } from 'express';
import { ApiException } from './api.exception';

/** The methods whose bodies the API reads. */
const READ_BODIES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The types of body the API reads: JSON, and multipart for file uploads. */
const ACCEPTED_BODIES = ['application/json', 'multipart/form-data'];

/**
 * A body of any other declared type (a form post, plain text, XML) would be read as no body at all
 * and answered with misleading field errors; it is refused with 415 instead. Requests without a
 * body or without a Content-Type pass.
 */
export function acceptedBodiesOnly(req: Request, _res: Response, next: NextFunction): void {
  // A GET's body is never read, whatever it is.
  if (!READ_BODIES.has(req.method)) return next();
  const hasBody = req.get('transfer-encoding') !== undefined || Number(req.get('content-length') ?? 0) > 0;
  if (hasBody && req.get('content-type') !== undefined && !req.is(ACCEPTED_BODIES)) {
    return next(new ApiException('JSON_BODY_REQUIRED'));
  }
  next();
}
