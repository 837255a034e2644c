import { HttpException } from '@nestjs/common';
import { errorBody, type ApiFailure, type ErrorCode, type ServiceErrorBody } from '@labmedicin/contracts';

/** The API's error body for a service's (or the gateway's own) failure. */
export function apiFailureOf({ code, message, errors, fieldCodes }: ServiceErrorBody): ApiFailure {
  return { success: false, code, message, ...(errors ? { errors } : {}), ...(fieldCodes ? { fieldCodes } : {}) };
}

/** An HTTP error of the catalogue's code, with the API's body and optional headers. */
export class ApiException extends HttpException {
  constructor(
    code: ErrorCode,
    details: Parameters<typeof errorBody>[1] = {},
    readonly headers: Record<string, string> = {},
  ) {
    const body = errorBody(code, details);
    super(apiFailureOf(body), body.status);
  }
}
