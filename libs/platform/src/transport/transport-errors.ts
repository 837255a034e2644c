import { errorBody, isServiceErrorBody, type ServiceErrorBody } from '@labmedicin/contracts';

/** The target service did not answer before the request's deadline. */
export class ServiceTimeoutError extends Error {
  constructor(
    readonly node: string,
    readonly pattern: string,
    readonly timeoutMs: number,
  ) {
    super(`${node} did not answer ${pattern} within ${timeoutMs} ms`);
  }
}

/**
 * The target service could not be reached, or stopped answering. `requestSent`: the request had
 * left before the connection was lost or the service fell silent, so it may have been carried out.
 */
export class ServiceUnavailableError extends Error {
  constructor(
    readonly node: string,
    cause: unknown,
    readonly requestSent = false,
  ) {
    super(`${node} is unavailable: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
}

/** A failure from a call to another service, as an HTTP status and error body. */
export function serviceFailureToHttp(error: unknown): ServiceErrorBody {
  if (isServiceErrorBody(error)) return error;
  if (error instanceof ServiceTimeoutError) {
    return errorBody('SERVICE_TIMEOUT', { message: `The ${error.node} service did not answer in time` });
  }
  if (error instanceof ServiceUnavailableError) {
    return errorBody('SERVICE_UNAVAILABLE', { message: `The ${error.node} service is unavailable` });
  }
  return errorBody('INTERNAL_ERROR');
}
