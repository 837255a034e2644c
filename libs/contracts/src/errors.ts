import { ACCOUNT_ERRORS } from './account-errors.constants';
import { COMMON_ERRORS } from './common-errors.constants';
import type { ErrorDefinition } from './error-definition.constants';

export { HTTP_STATUS } from './http-status.constants';
export { ACCOUNT_ERRORS } from './account-errors.constants';
export { COMMON_ERRORS } from './common-errors.constants';
/**
 * Every failure the API can answer, by a stable code: its HTTP status and its English message.
 * Services and the gateway raise errors by code; the SPA translates the code (`errors:<CODE>`),
 * never the English text, so no server message reaches the Swedish UI untranslated.
 */
export const ERRORS = { ...COMMON_ERRORS, ...ACCOUNT_ERRORS } as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in ERRORS;

/** The code for a status when nothing more precise is known (e.g. a framework's own 404). */
export function errorCodeForStatus(status: number): ErrorCode {
  const exact = ERROR_CODES.find((code) => ERRORS[code].status === status && GENERIC_CODES.has(code));
  return exact ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}
const GENERIC_CODES = new Set<ErrorCode>([
  'BAD_REQUEST',
  'NOT_LOGGED_IN',
  'ACCESS_DENIED',
  'ROUTE_NOT_FOUND',
  'DUPLICATE_RECORD',
  'BODY_TOO_LARGE',
  'JSON_BODY_REQUIRED',
  'TOO_MANY_ATTEMPTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'SERVICE_TIMEOUT',
]);

/**
 * How a service reports a failure across the transport. The gateway turns it into the HTTP error
 * body with the same status, code and message, so a 404 in content is a 404 for the browser.
 * `errors` holds one English message per field; `fieldCodes` the same fields' validation codes.
 */
export interface ServiceErrorBody {
  status: number;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  fieldCodes?: Record<string, string>;
}

/** The error body for a code, with the catalogue's status and message unless told otherwise. */
export function errorBody(
  code: ErrorCode,
  details: { message?: string; errors?: Record<string, string>; fieldCodes?: Record<string, string> } = {},
): ServiceErrorBody {
  const { status, message } = ERRORS[code];
  return {
    status,
    code,
    message: details.message ?? message,
    ...(details.errors ? { errors: details.errors } : {}),
    ...(details.fieldCodes ? { fieldCodes: details.fieldCodes } : {}),
  };
}

export function isServiceErrorBody(value: unknown): value is ServiceErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServiceErrorBody).status === 'number' &&
    typeof (value as ServiceErrorBody).message === 'string'
  );
}
