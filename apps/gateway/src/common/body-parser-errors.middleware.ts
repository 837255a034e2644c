import { errorCodeForStatus } from '@labmedicin/contracts';
import type { NextFunction, Request, Response } from 'express';
import { ApiException } from './api.exception';

/**
 * What body-parser throws: the `http-errors` shape, with a `type` for its own failures. A stream
 * failure (a body that does not inflate as its Content-Encoding says) comes as the stream's own
 * error, given a 4xx status and `expose` but no `type`.
 */
interface ParserError {
  type?: string;
  status: number;
  expose: boolean;
  message: string;
}

function isParserError(value: unknown): value is ParserError {
  if (!(value instanceof Error)) return false;
  const e = value as Error & Partial<ParserError>;
  return typeof e.status === 'number' && e.expose === true && e.status >= 400 && e.status < 500;
}

/**
 * Turns the JSON parser's failures into API errors: malformed JSON is 400, a body too large 413,
 * a body that cannot be decompressed 400, an unsupported encoding or charset 415.
 */
export function bodyParserErrors(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  if (!isParserError(error)) return next(error);
  if (error.type === 'entity.parse.failed') return next(new ApiException('MALFORMED_JSON'));
  if (error.type === 'entity.too.large') return next(new ApiException('BODY_TOO_LARGE'));
  if (error.type === undefined) return next(new ApiException('BODY_NOT_DECODABLE'));
  next(new ApiException(errorCodeForStatus(error.status), { message: error.message }));
}
