import { HTTP_STATUS } from '@labmedicin/contracts';
import type { NextFunction, Request, Response } from 'express';
import { ApiException } from './api.exception';

/** What body-parser throws (the `http-errors` shape). */
interface ParserError {
  type: string;
  status: number;
  expose: boolean;
  message: string;
}

function isParserError(value: unknown): value is ParserError {
  if (!(value instanceof Error)) return false;
  const e = value as Error & Partial<ParserError>;
  return typeof e.type === 'string' && typeof e.status === 'number' && typeof e.expose === 'boolean';
}

/** Turns the JSON parser's failures into API errors: malformed JSON is 400, a body too large 413. */
export function bodyParserErrors(error: unknown, _req: Request, _res: Response, next: NextFunction): void {
  if (!isParserError(error) || !error.expose) return next(error);
  if (error.type === 'entity.parse.failed') return next(new ApiException(HTTP_STATUS.badRequest, 'Malformed JSON body'));
  if (error.type === 'entity.too.large') return next(new ApiException(HTTP_STATUS.payloadTooLarge, 'Request body too large'));
  next(new ApiException(error.status, error.message));
}
