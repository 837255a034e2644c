import { Injectable, type CallHandler, type NestInterceptor } from '@nestjs/common';
import { map, type Observable } from 'rxjs';
import type { ZodTypeAny } from 'zod';

/**
 * Writes the API's success wrapper, the one place it is written: a handler whose route's answer
 * schema has `success` as the literal true returns the rest (`{ data }`, `{ data, pagination }`,
 * `{ message }`, `{ user }`), and this puts the flag in front of it, first, as the schemas and the SPA
 * read it. An answer such a route may also give with `success: false` (`/auth/me` to a visitor who
 * is not logged in) says so itself and is sent as it is. The Route decorator applies it, innermost,
 * to the routes whose answer schema says so (repliesSuccess), so the public cache and the view
 * counter see the whole answer; a route whose answer is anything else (health's `success` that may be
 * false, a download, a redirect, FHIR's resources) is answered as its handler returns it.
 */
@Injectable()
export class ReplyInterceptor implements NestInterceptor {
  intercept(_context: unknown, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(map((rest: object) => ('success' in rest ? rest : { success: true, ...rest })));
  }
}

/** Whether an answer the schema allows has `success` as the literal true. */
export function repliesSuccess(schema: ZodTypeAny): boolean {
  const def = schema._def as { typeName?: string; shape?: () => Record<string, ZodTypeAny>; options?: ZodTypeAny[] };
  if (def.typeName === 'ZodObject') {
    const success = def.shape?.().success?._def as { typeName?: string; value?: unknown } | undefined;
    return success?.typeName === 'ZodLiteral' && success.value === true;
  }
  if (def.typeName === 'ZodUnion' || def.typeName === 'ZodDiscriminatedUnion') return (def.options ?? []).some(repliesSuccess);
  return false;
}
