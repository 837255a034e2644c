import { Catch, type ArgumentsHost, type RpcExceptionFilter } from '@nestjs/common';
import { errorBody, type ServiceErrorBody, type ServiceRequest } from '@labmedicin/contracts';
import type { Logger } from 'pino';
import { throwError, type Observable } from 'rxjs';
import { DuplicateKeyError } from '../documents/document-store.port';
import { ServiceError } from '../errors';
import { runWithRequestId } from '../logging';
import { serviceFailureToHttp } from './transport-errors';

/**
 * Every failure inside a service handler leaves the service as a ServiceErrorBody so the caller
 * keeps its status: our own ServiceErrors as they are, a unique-index clash as 409, a failed call
 * to a further service with its status, anything else as 500 (logged here, never leaked).
 */
@Catch()
export class ServiceExceptionFilter implements RpcExceptionFilter<unknown> {
  constructor(private readonly logger: Logger) {}

  catch(exception: unknown, host: ArgumentsHost): Observable<ServiceErrorBody> {
    // The filter runs after the handler's own request context has ended: its log line gets the caller's id here.
    const requestId = host.switchToRpc().getData<Partial<ServiceRequest<unknown>> | undefined>()?.meta?.requestId;
    const body = requestId ? runWithRequestId(requestId, () => this.toBody(exception)) : this.toBody(exception);
    return throwError(() => body);
  }

  private toBody(exception: unknown): ServiceErrorBody {
    if (exception instanceof ServiceError) return exception.body;
    if (exception instanceof DuplicateKeyError) {
      return errorBody('DUPLICATE_RECORD', { message: `A record with this ${exception.fields.join(', ')} already exists` });
    }
    const body = serviceFailureToHttp(exception);
    if (body.status >= 500) this.logger.error({ err: exception }, 'Unhandled error in handler');
    return body;
  }
}
