import { Inject, Injectable, Logger, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { INTERCEPTORS_METADATA } from '@nestjs/common/constants';
import type { Route } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { type Observable, tap } from 'rxjs';
import { metaOf, type GatewayRequest } from '../common/gateway-request';
import { AuditRecorder } from './audit-recorder';
import { auditedRoute, type AuditReads, type RawInput } from './audited-routes';

const AUDITED_KEY = 'labmedicin:audited';

/**
 * Audits the handler of an audited route (audited-routes.ts): the AuditInterceptor first among its
 * interceptors, outermost, so it sees every answer and failure of the others. Other routes get no
 * such layer: each layer of Nest's interceptor chain costs every request, the public reads' too.
 */
export function auditedIfListed(route: Route): MethodDecorator {
  return (_target, _key, descriptor) => {
    const audited = auditedRoute(route);
    if (!audited) return;
    const handler = descriptor.value as object;
    Reflect.defineMetadata(AUDITED_KEY, audited, handler);
    const others = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) ?? []) as unknown[];
    Reflect.defineMetadata(INTERCEPTORS_METADATA, [AuditInterceptor, ...others], handler);
  };
}

/**
 * Records the audited routes' actions (audited-routes.ts) once the handler answered or threw, so
 * no controller carries audit code. The entries are made after the answer; only a rule's `before`
 * read (the role an account had before an admin's change) comes first, and its failure is ignored.
 */
@Injectable()
class AuditInterceptor implements NestInterceptor {
  private readonly logger = new Logger(AuditInterceptor.name);

  constructor(
    private readonly recorder: AuditRecorder,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const audited = Reflect.getMetadata(AUDITED_KEY, context.getHandler()) as ReturnType<typeof auditedRoute>;
    if (!audited) return next.handle();
    const req = context.switchToHttp().getRequest<GatewayRequest>();
    const input: RawInput = { params: (req.params ?? {}) as RawInput['params'], query: (req.query ?? {}) as RawInput['query'], body: isRecord(req.body) ? req.body : {} };
    const reads: AuditReads = { services: this.services, meta: metaOf(req) };
    const before = audited.before ? await audited.before(input, reads).catch(() => undefined) : undefined;
    const record = (answer: unknown, error?: unknown) => {
      void (async () => audited.notes(input, answer, before, reads))().then(
        (notes) => {
          for (const note of notes) {
            if (error === undefined) this.recorder.record(req, note);
            else this.recorder.recordFailure(req, note, error);
          }
        },
        (failure: unknown) => this.logger.warn(`An audit entry of request ${req.requestId} was not made: ${failure instanceof Error ? failure.message : String(failure)}`),
      );
    };
    return next.handle().pipe(tap({ next: (answer) => record(answer), error: (error: unknown) => record(undefined, error) }));
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
