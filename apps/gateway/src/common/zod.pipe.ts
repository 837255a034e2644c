import { Injectable, type PipeTransform } from '@nestjs/common';
import { fieldCodes, fieldErrors } from '@labmedicin/contracts';
import type { ZodType, ZodTypeDef } from 'zod';
import { ApiException } from './api.exception';

/** Parses a contracts schema; a missing body counts as `{}`. */
export function parseWith<Out, In>(schema: ZodType<Out, ZodTypeDef, In>, value: unknown): Out {
  const result = schema.safeParse(value ?? {});
  if (!result.success) throw new ApiException('VALIDATION_FAILED', { errors: fieldErrors(result.error), fieldCodes: fieldCodes(result.error) });
  return result.data;
}

/** Validates a body or the route params with the same zod schema the SPA's form uses: 400 with one message per field. */
@Injectable()
export class ZodPipe<Out, In> implements PipeTransform<unknown, Out> {
  constructor(private readonly schema: ZodType<Out, ZodTypeDef, In>) {}

  transform(value: unknown): Out {
    return parseWith(this.schema, value);
  }
}
