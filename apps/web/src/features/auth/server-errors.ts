import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api/http';
import { translateMessage } from '../../i18n';

/**
 * The general message of a failed auth call (SPEC §8): the server's own message; else 'failed'
 * when the server answered without one; else 'failedRetry' when the request itself failed. Kept
 * as data so it follows a language switch.
 */
export type FailureMessage = { server: string } | { fallback: 'failed' | 'failedRetry' };

/**
 * Puts the server's field errors on their fields (e.g. a 409 on the email) and says which general
 * message applies; null when the server's message is already shown on a field.
 */
export function applyServerError<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): FailureMessage | null {
  if (!(error instanceof ApiError) || !error.answered) return { fallback: 'failedRetry' };
  const shown: string[] = [];
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const name = fields.find((candidate) => candidate === field);
    if (name) {
      setError(name, { type: 'server', message });
      shown.push(message);
    }
  }
  if (!error.message) return { fallback: 'failed' };
  return shown.includes(error.message) ? null : { server: error.message };
}

/** The text of a general failure; `translate` resolves the fallback keys of the form's section. */
export function failureText(failure: FailureMessage, translate: (key: 'failed' | 'failedRetry') => string): string {
  return 'server' in failure ? translateMessage(failure.server) : translate(failure.fallback);
}
