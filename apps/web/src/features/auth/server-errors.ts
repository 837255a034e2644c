import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/http';
import { errorCodeText } from '../../i18n';

/**
 * The general message of a failed auth call: the server's (its error code); else 'failed' when
 * the server answered without a known code; else 'failedRetry' when the request itself failed.
 * Kept as data so it follows a language switch.
 */
export type FailureMessage = { code: string } | { fallback: 'failed' | 'failedRetry' };

/**
 * Puts the server's field errors on their fields (e.g. a 409 on the email) and says which general
 * message applies; null when a field already says what went wrong.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): FailureMessage | null {
  if (!(error instanceof ApiError) || !error.answered) return { fallback: 'failedRetry' };
  let placed = 0;
  for (const [field, code] of Object.entries(error.fieldCodes)) {
    const name = fields.find((candidate) => candidate === field);
    if (name) {
      setError(name, { type: 'server', message: code });
      placed += 1;
    }
  }
  if (!errorCodeText(error.code)) return { fallback: 'failed' };
  // A conflict on a field (an email already registered) is said there; a validation failure keeps its general line.
  return placed > 0 && error.code !== 'VALIDATION_FAILED' ? null : { code: error.code };
}

/** The text of a general failure; `translate` resolves the fallback keys of the form's section. */
export function failureText(failure: FailureMessage, translate: (key: 'failed' | 'failedRetry') => string): string {
  return 'code' in failure ? (errorCodeText(failure.code) ?? translate('failed')) : translate(failure.fallback);
}
