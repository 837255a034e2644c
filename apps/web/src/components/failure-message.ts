import type { Namespace, TFunction } from 'i18next';
import { ApiError } from '../api/http';
import { errorCodeText } from '../i18n';

/**
 * The text of a loading failure: the server's message (translated from its code, else as the
 * server wrote it), else the error's own message, else the screen's default; in the language of
 * the screen's `t`.
 */
export function failureMessage(error: unknown, fallback: string, t: TFunction<Namespace>): string {
  if (error instanceof ApiError) return errorCodeText(error.code, t) ?? (error.message || fallback);
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
