import { HttpException } from '@nestjs/common';
import { errorBody, type ApiFailure, type ErrorCode, type ServiceErrorBody } from '@labmedicin/contracts';

/** The API's error body for a service's (or the gateway's own) failure. */
export function apiFailureOf({ code, message, errors, fieldCodes }: ServiceErrorBody): ApiFailure {
  return { success: false, code, message, ...(errors ? { errors } : {}), ...(fieldCodes ? { fieldCodes } : {}) };
}

/**
 * An HTTP error of the catalogue's code, with the API's body and optional headers; `data` says
 * more where the client needs it (the articles that use an image a delete was refused for).
 */
export class ApiException extends HttpException {
  constructor(
    code: ErrorCode,
    details: Parameters<typeof errorBody>[1] = {},
    readonly headers: Record<string, string> = {},
    data?: unknown,
  ) {
    const body = errorBody(code, details);
    super({ ...apiFailureOf(body), ...(data === undefined ? {} : { data }) }, body.status);
  }
}
