import { fieldCodes, fieldErrors, invalidInputCode, validationFailure, validationMessage, type ParsedRouteInput, type Route } from '@labmedicin/contracts';
import type { ZodType, ZodTypeDef } from 'zod';
import { ApiException } from './api.exception';

/** A request's raw input: the path parameters, the query string and the body as Express read them. */
export interface RawRouteInput {
  params?: unknown;
  query?: unknown;
  body?: unknown;
}

const PARTS = ['params', 'query', 'body'] as const;

/**
 * A request's input parsed with its route's schemas: each part the route has a schema for (a
 * missing one counts as `{}`), the others left out; or every field at fault when any
 * part fails: the errors of every part.
 */
function routeInputOf<R extends Route>(route: R, raw: RawRouteInput): { input: ParsedRouteInput<R> } | { errors: Record<string, string>; fieldCodes: Record<string, string> } {
  const input: Record<string, unknown> = {};
  const errors: Record<string, string> = {};
  const codes: Record<string, string> = {};
  let failed = false;
  for (const part of PARTS) {
    const schema = route[part];
    if (!schema) continue;
    const result = schema.safeParse(raw[part] ?? {});
    const illFormed = result.success ? illFormedTextAt(result.data) : undefined;
    if (illFormed !== undefined) {
      failed = true;
      errors[illFormed] = validationMessage('invalidValue');
      codes[illFormed] = 'invalidValue';
    } else if (result.success) {
      input[part] = result.data;
    } else {
      failed = true;
      Object.assign(errors, fieldErrors(result.error));
      Object.assign(codes, fieldCodes(result.error));
    }
  }
  return failed ? { errors, fieldCodes: codes } : { input: input as ParsedRouteInput<R> };
}

/** A surrogate not in a pair: in a /u expression a pair is one code point, never matched. */
const LONE_SURROGATE = /\p{Cs}/u;

/**
 * The dotted path of the first text (a value or a key) in a parsed input that is not well-formed
 * Unicode: a lone surrogate, which JSON's \\uD800 escapes can carry. No store keeps one as sent
 * (MongoDB's UTF-8 turns it into U+FFFD), so it is refused rather than changed. Walked without
 * recursion: the input has passed its schema, but a record's values may nest.
 */
function illFormedTextAt(value: unknown): string | undefined {
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, path] = pending.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (LONE_SURROGATE.test(current)) return path || '_';
    } else if (current !== null && typeof current === 'object') {
      for (const [key, inner] of Object.entries(current)) {
        const at = path ? `${path}.${key}` : key;
        if (LONE_SURROGATE.test(key)) return at;
        pending.push([inner, at]);
      }
    }
  }
  return undefined;
}

/**
 * A request's input parsed with its route's schemas, or 400 VALIDATION_FAILED with one message per
 * field (413 when one is over its size limit: invalidInputCode).
 */
export function parseRouteInput<R extends Route>(route: R, raw: RawRouteInput): ParsedRouteInput<R> {
  const parsed = routeInputOf(route, raw);
  if ('errors' in parsed) throw new ApiException(invalidInputCode(parsed.fieldCodes), parsed);
  return parsed.input;
}

/** Parses a value with one contracts schema; a missing body counts as `{}`. */
export function parseWith<Out, In>(schema: ZodType<Out, ZodTypeDef, In>, value: unknown): Out {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const { code, errors, fieldCodes: codes } = validationFailure(result.error);
    throw new ApiException(code, { errors, fieldCodes: codes });
  }
  const illFormed = illFormedTextAt(result.data);
  if (illFormed !== undefined) throw new ApiException('VALIDATION_FAILED', { errors: { [illFormed]: validationMessage('invalidValue') }, fieldCodes: { [illFormed]: 'invalidValue' } });
  return result.data;
}
