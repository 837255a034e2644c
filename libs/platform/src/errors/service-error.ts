import { RpcException } from '@nestjs/microservices';
import { HTTP_STATUS, fieldErrors, type ServiceErrorBody } from '@labmedicin/contracts';
import type { ZodType, ZodTypeDef } from 'zod';

/**
 * A failure a service reports to its caller with an HTTP status. It crosses the transport as a
 * plain ServiceErrorBody and the gateway answers with the same status and message.
 */
export class ServiceError extends RpcException {
  constructor(readonly body: ServiceErrorBody) {
    super(body);
  }
  get status(): number {
    return this.body.status;
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new ServiceError({ status: HTTP_STATUS.badRequest, message, ...(errors ? { errors } : {}) });
export const unauthorized = (message: string) => new ServiceError({ status: HTTP_STATUS.unauthorized, message });
export const forbidden = (message: string) => new ServiceError({ status: HTTP_STATUS.forbidden, message });
export const notFound = (message: string) => new ServiceError({ status: HTTP_STATUS.notFound, message });
export const conflict = (message: string, errors?: Record<string, string>) =>
  new ServiceError({ status: HTTP_STATUS.conflict, message, ...(errors ? { errors } : {}) });

/** Parse with a contracts schema; a failure is a 400 with one message per field. */
export function parseOrThrow<Out, In>(schema: ZodType<Out, ZodTypeDef, In>, value: unknown): Out {
  const result = schema.safeParse(value);
  if (!result.success) throw badRequest('Validation failed', fieldErrors(result.error));
  return result.data;
}
