import type { NextFunction, Response } from 'express';
import type { Logger } from 'pino';
import { newRequestId, runWithRequestId } from '@labmedicin/platform';
import type { GatewayRequest } from './gateway-request';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The caller's X-Request-Id when it is sane, else a new one. */
function requestIdOf(given: string | undefined): string {
  return given && REQUEST_ID.test(given) ? given : newRequestId();
}

/**
 * Takes the caller's X-Request-Id when it is sane (else makes one), answers with it, logs one JSON
 * line per request when it is finished, and runs the rest of the chain inside the id.
 */
export function requestIdMiddleware(logger: Logger) {
  return (req: GatewayRequest, res: Response, next: NextFunction): void => {
    const requestId = requestIdOf(req.get('x-request-id'));
    const started = process.hrtime.bigint();
    req.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    res.on('finish', () => {
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      logger.info(
        { requestId, method: req.method, path: req.originalUrl, status: res.statusCode, durationMs: Math.round(durationMs * 10) / 10 },
        'request',
      );
    });
    runWithRequestId(requestId, next);
  };
}

/**
 * Re-enters the request's id after body parsing: stream callbacks run outside the async context
 * the first middleware opened, so every later log line would lose it otherwise.
 */
export function requestContextMiddleware(req: GatewayRequest, _res: Response, next: NextFunction): void {
  runWithRequestId(req.requestId, next);
}
