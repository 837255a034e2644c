/**
 * Pieces of the `Cannot reach <engine> at <url>: <reason>` message every adapter fails its start
 * with when its engine does not answer.
 */

/**
 * A readable reason from whatever a client threw. Duck-typed rather than instanceof because
 * Node's connection errors for a name with several addresses are AggregateErrors with an empty
 * message, and errors may come from another realm (jest's sandbox).
 */
export function reasonOf(error: unknown): string {
  const { message, code, errors } = (error ?? {}) as { message?: unknown; code?: unknown; errors?: unknown };
  if (typeof message === 'string' && message) return message;
  if (Array.isArray(errors) && errors.length > 0) return reasonOf(errors[0]);
  if (typeof code === 'string') return code;
  return String(error);
}

/**
 * The URL as it may appear in errors and logs: without user name and password, otherwise as
 * written. Edited as text because `URL` rejects MongoDB's multi-host form (`mongodb://u:p@a,b/db`);
 * the match runs to the last `@` before the path, so an unescaped `@` in a password is hidden too.
 */
export function redactUrl(url: string): string {
  return url.replace(/^([^:/?#]*:\/\/)[^/?#]*@/, '$1');
}
