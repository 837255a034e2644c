import { Catch, HttpException, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import { HTTP_STATUS, errorBody, errorCodeForStatus, isServiceErrorBody, type ApiFailure } from '@labmedicin/contracts';
import { ServiceOutcomeUnknownError, ServiceTimeoutError, ServiceUnavailableError, serviceFailureToHttp } from '@labmedicin/platform';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { isFhirRequest, sendOperationOutcome } from '../fhir/operation-outcome';
import { ApiException, apiFailureOf } from './api.exception';
import type { GatewayRequest } from './gateway-request';

interface HttpFailure {
  status: number;
  body: ApiFailure;
  headers: Record<string, string>;
}

/** Any failure as the API's error: status and `{ success: false, code, message, errors? }`. */
export function toHttpFailure(exception: unknown, req: GatewayRequest): HttpFailure {
  if (exception instanceof ApiException) {
    return { status: exception.getStatus(), body: exception.getResponse() as ApiFailure, headers: exception.headers };
  }
  if (exception instanceof HttpException) {
    const response = exception.getResponse();
    const raw = typeof response === 'string' ? response : (response as { message?: unknown }).message;
    const message = Array.isArray(raw) ? raw.join(', ') : typeof raw === 'string' ? raw : exception.message;
    // The framework's own failures (an unknown route, a method not allowed) by their status.
    const status = exception.getStatus();
    return { status, body: apiFailureOf(errorBody(errorCodeForStatus(status), { message })), headers: {} };
  }
  if (
    exception instanceof ServiceTimeoutError ||
    exception instanceof ServiceUnavailableError ||
    exception instanceof ServiceOutcomeUnknownError ||
    (isServiceErrorBody(exception) && !(exception instanceof Error))
  ) {
    const body = serviceFailureToHttp(exception);
    // A change that may have been made: its id lets the caller send it again as the same change, and support find it.
    const requestId = body.code === 'OUTCOME_UNKNOWN' ? { requestId: req.requestId } : {};
    return { status: body.status, body: { ...apiFailureOf(body), ...requestId }, headers: {} };
  }
  const internal = errorBody('INTERNAL_ERROR');
  return { status: internal.status, body: apiFailureOf(internal), headers: {} };
}

/** The one exception filter of the HTTP side: every error leaves as `{ success: false, code, message, errors? }`. */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const res = host.switchToHttp().getResponse<Response>();
    const req = host.switchToHttp().getRequest<GatewayRequest>();
    const { status, body, headers } = toHttpFailure(exception, req);
    if (status >= HTTP_STATUS.internal) this.logger.error({ err: exception, status }, body.message);
    if (res.headersSent) return;
    // The FHIR catalogue's clients read FHIR: the same failure as an OperationOutcome.
    if (isFhirRequest(req)) return sendOperationOutcome(res, status, body, headers);
    res.status(status).set(headers).json(body);
  }
}
