import { translateMessage } from '../i18n';

/**
 * The text of a loading failure (SPEC §8): the server's message, else the error's own message,
 * else the screen's default. An ApiError's message is the server's ('' when it gave none).
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message) return translateMessage(error.message);
  return fallback;
}
