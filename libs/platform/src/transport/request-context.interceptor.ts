import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { ServiceRequest } from '@labmedicin/contracts';
import { Observable } from 'rxjs';
import { newRequestId, runWithRequestId } from '../logging';

/** Runs each handler inside the request id the caller sent, so every log line carries it. */
@Injectable()
export class RequestContextInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const payload = context.switchToRpc().getData<Partial<ServiceRequest<unknown>> | undefined>();
    const requestId = payload?.meta?.requestId ?? newRequestId();
    return new Observable((subscriber) => runWithRequestId(requestId, () => next.handle().subscribe(subscriber)));
  }
}
