import { errorCodeForStatus } from '@labmedicin/contracts';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage } from 'node:http';
import { isUtf8 } from 'node:buffer';
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

/** body-parser's failure for a body that is not the UTF-8 it says it is (utf8Only). */
const NOT_UTF8 = 'entity.not.utf8';

/**
 * The JSON parser's check of the bytes before it decodes them: a UTF-8 body (the default) must be
 * valid UTF-8, or the decoder would quietly put U+FFFD where the bytes are wrong and the request
 * be read as something the client did not send.
 */
export function utf8Only(_req: IncomingMessage, _res: unknown, body: Buffer, encoding: string): void {
  if (/^utf-?8$/.test(encoding) && !isUtf8(body)) throw Object.assign(new Error('The body is not valid UTF-8'), { status: 400, expose: true, type: NOT_UTF8 });
}

/**
 * Turns the JSON parser's failures into API errors: malformed JSON is 400, a body too large 413,
 * a body that cannot be decompressed or is not valid UTF-8 400, an unsupported encoding or charset 415.
 */
export function bodyParserErrors(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  if (!isParserError(error)) return next(error);
  if (error.type === 'entity.parse.failed') return next(new ApiException('MALFORMED_JSON'));
  if (error.type === 'entity.too.large') return next(new ApiException('BODY_TOO_LARGE'));
  if (error.type === undefined || error.type === NOT_UTF8) return next(new ApiException('BODY_NOT_DECODABLE'));
  next(new ApiException(errorCodeForStatus(error.status), { message: error.message }));
}
