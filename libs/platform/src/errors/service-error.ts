import { RpcException } from '@nestjs/microservices';
import { errorBody, validationFailure, type ErrorCode, type ServiceErrorBody } from '@labmedicin/contracts';
import type { ZodType, ZodTypeDef } from 'zod';

/**
 * A failure a service reports to its caller by code. It crosses the transport as a plain
 * ServiceErrorBody and the gateway answers with the same status, code and message.
 */
export class ServiceError extends RpcException {
  constructor(readonly body: ServiceErrorBody) {
    super(body);
  }
  get status(): number {
    return this.body.status;
  }
}

/** The failure of the catalogue's code, e.g. `throw fail('ARTICLE_NOT_FOUND')`. */
export const fail = (code: ErrorCode, details?: Parameters<typeof errorBody>[1]) => new ServiceError(errorBody(code, details));

/** Parse with a contracts schema; a failure is a 400 VALIDATION_FAILED with one message per field. */
export function parseOrThrow<Out, In>(schema: ZodType<Out, ZodTypeDef, In>, value: unknown): Out {
  const result = schema.safeParse(value);
  if (!result.success) throw new ServiceError(validationFailure(result.error));
  return result.data;
}
