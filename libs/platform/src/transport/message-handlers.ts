import { SetMetadata, applyDecorators, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import {
  validationFailure,
  type AnswerOf,
  type AnyMessage,
  type EventMessage,
  type ParsedPayloadOf,
  type RequestMessage,
  type ServiceRequest,
} from '@labmedicin/contracts';
import { map, type Observable } from 'rxjs';
import type { ZodTypeAny } from 'zod';
import { ServiceError } from '../errors';
import { newRequestId, runWithRequestId } from '../logging';
import { transportHandledDuration, type HandledOutcome } from '../operations/metrics';
import { SpanKind, contextFrom, inSpan, startSpan, tracingEnabled } from '../tracing';

const HANDLED_MESSAGE = Symbol('HANDLED_MESSAGE');

type Handler<In, Out> = (request: ServiceRequest<In>) => Out | Promise<Out>;

/**
 * A message's payload as its handler receives it: parsed once against the catalogue. A payload
 * that does not match is refused with VALIDATION_FAILED and its field errors.
 */
export function parsePayload<M extends AnyMessage>(message: M, payload: unknown): ParsedPayloadOf<M> {
  const result = (message.payload as ZodTypeAny).safeParse(payload);
  if (!result.success) throw new ServiceError(validationFailure(result.error));
  return result.data as ParsedPayloadOf<M>;
}

/**
 * The handler as the transport calls it: inside the request id the caller sent (a new one when it
 * sent none), so every log line of the handler carries it, with its payload parsed, timed into
 * transport_handled_duration_seconds, and (tracing on) inside a span that continues the caller's
 * trace. Done here rather than in a global interceptor, which costs each request an rxjs chain
 * and an AsyncResource.bind (a tenth of a service's CPU per read).
 */
function parsingPayload(message: AnyMessage, descriptor: PropertyDescriptor, kind: SpanKind): void {
  const handler = descriptor.value as Handler<unknown, unknown>;
  descriptor.value = function (this: unknown, request: ServiceRequest<unknown> | undefined) {
    const meta = request?.meta ?? { requestId: '', actor: null };
    const handle = () => timed(message.pattern, () => handler.call(this, { meta, data: parsePayload(message, request?.data) }));
    if (tracingEnabled() && meta.traceparent) {
      const span = startSpan(`handle ${message.pattern}`, kind, contextFrom({ traceparent: meta.traceparent }));
      return runWithRequestId(request?.meta?.requestId ?? newRequestId(), () => inSpan(span, handle));
    }
    return runWithRequestId(request?.meta?.requestId ?? newRequestId(), handle);
  };
}

/** Runs a handler, recording how long it took and how it ended (a synchronous one too). */
function timed(pattern: string, handle: () => unknown): unknown {
  const done = transportHandledDuration.startTimer({ pattern });
  let answer: unknown;
  try {
    answer = handle();
  } catch (error) {
    done({ outcome: outcomeOf(error) });
    throw error;
  }
  if (!(answer instanceof Promise)) {
    done({ outcome: 'ok' });
    return answer;
  }
  return answer.then(
    (value: unknown) => {
      done({ outcome: 'ok' });
      return value;
    },
    (error: unknown) => {
      done({ outcome: outcomeOf(error) });
      throw error;
    },
  );
}

const outcomeOf = (error: unknown): HandledOutcome => (error instanceof ServiceError && error.status < 500 ? 'refused' : 'error');

/**
 * Makes a controller method the handler of a catalogue request: its pattern, its payload parsed
 * against the message's schema before the method runs, and (checked by the compiler) the method's
 * answer of the message's answer type.
 */
export function Handles<M extends RequestMessage>(message: M) {
  return <T extends Handler<ParsedPayloadOf<M>, AnswerOf<M>>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    parsingPayload(message, descriptor, SpanKind.SERVER);
    applyDecorators(MessagePattern(message.pattern), SetMetadata(HANDLED_MESSAGE, message))(target, key, descriptor);
  };
}

/** Makes a controller method the handler of a catalogue event, its payload parsed the same way. */
export function OnEvent<E extends EventMessage>(event: E) {
  return <T extends Handler<ParsedPayloadOf<E>, void>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<T>): void => {
    // An event's handler continues the trace of the request that emitted it.
    parsingPayload(event, descriptor, SpanKind.CONSUMER);
    EventPattern(event.pattern)(target, key, descriptor);
  };
}

/**
 * Outside production every answer is checked against its message's answer schema, so a handler
 * that drifts from the catalogue fails its tests instead of its callers.
 */
export class AnswerCheckInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const message = Reflect.getMetadata(HANDLED_MESSAGE, context.getHandler()) as RequestMessage | undefined;
    if (!message) return next.handle();
    return next.handle().pipe(
      map((answer: unknown) => {
        const result = message.answer.safeParse(answer);
        if (!result.success) {
          throw new Error(`The answer to ${message.pattern} does not match its schema: ${JSON.stringify(result.error.issues.slice(0, 3))}`);
        }
        return answer;
      }),
    );
  }
}
