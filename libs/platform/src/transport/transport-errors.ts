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

/**
 * A change was sent to a service and no answer came (its deadline passed, the connection was lost
 * after it left, or the service fell silent with it): it may have been carried out.
 */
export class ServiceOutcomeUnknownError extends Error {
  constructor(
    readonly node: string,
    readonly pattern: string,
    cause: ServiceTimeoutError | ServiceUnavailableError,
  ) {
    super(`${pattern} may have been carried out: ${cause.message}`);
  }
}

/** What a failed call to `pattern` means for its caller: a change sent without an answer has an unknown outcome. */
export function failureOfCall(error: unknown, message: { service: string; pattern: string; changes: boolean }): unknown {
  if (!message.changes) return error;
  if (error instanceof ServiceTimeoutError || (error instanceof ServiceUnavailableError && error.requestSent)) {
    return new ServiceOutcomeUnknownError(message.service, message.pattern, error);
  }
  return error;
}

/** A failure from a call to another service, as an HTTP status and error body. */
export function serviceFailureToHttp(error: unknown): ServiceErrorBody {
  if (isServiceErrorBody(error)) return error;
  if (error instanceof ServiceOutcomeUnknownError) return errorBody('OUTCOME_UNKNOWN');
  if (error instanceof ServiceTimeoutError) {
    return errorBody('SERVICE_TIMEOUT', { message: `The ${error.node} service did not answer in time` });
  }
  if (error instanceof ServiceUnavailableError) {
    return errorBody('SERVICE_UNAVAILABLE', { message: `The ${error.node} service is unavailable` });
  }
  return errorBody('INTERNAL_ERROR');
}
