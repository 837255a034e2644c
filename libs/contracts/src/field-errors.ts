import type { ZodError } from 'zod';
import { validationMessage } from './validation-messages';

/** One English message per field (the first), keyed by the dotted path, for `errors` in a 400. */
export function fieldErrors(error: ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    if (!(key in out)) out[key] = validationMessage(issue.message);
  }
  return out;
}
