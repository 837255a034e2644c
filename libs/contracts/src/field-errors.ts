import type { ZodError } from 'zod';
import { errorBody, type ErrorCode, type ServiceErrorBody } from './errors';
import { validationMessage, type ValidationMessageCode } from './validation-messages';

/** One code per field (the first issue's), keyed by the dotted path. */
export function fieldCodes(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** One English message per field (the first), keyed by the dotted path, for `errors` in a 400. */
export function fieldErrors(error: ZodError): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldCodes(error)).map(([field, code]) => [field, validationMessage(code)]));
}

/** Field codes that say the payload is too large to take, rather than wrong: answered 413 with their own error code. */
const TOO_LARGE: Partial<Record<string, ErrorCode>> = { articleTooLarge: 'ARTICLE_TOO_LARGE' };

/**
 * The error of invalid input by its fields' codes: 400 VALIDATION_FAILED, or 413 with the size's own
 * code (ARTICLE_TOO_LARGE) when a field is over its size limit.
 */
export function invalidInputCode(codes: Record<string, string>): ErrorCode {
  return Object.values(codes).flatMap((code) => TOO_LARGE[code] ?? [])[0] ?? 'VALIDATION_FAILED';
}

/** The error of invalid input (invalidInputCode) with each field's English message and its code. */
export function validationFailure(error: ZodError): ServiceErrorBody {
  const codes = fieldCodes(error);
  return errorBody(invalidInputCode(codes), { errors: fieldErrors(error), fieldCodes: codes });
}

/** A failure that names the fields at fault by validation codes, e.g. a name already taken. */
export function fieldFailure(
  code: Parameters<typeof errorBody>[0],
  fields: Record<string, ValidationMessageCode>,
  message?: string,
): ServiceErrorBody {
  const errors = Object.fromEntries(Object.entries(fields).map(([field, fieldCode]) => [field, validationMessage(fieldCode)]));
  return errorBody(code, { message, errors, fieldCodes: fields });
}
