import type { ClientProxy } from '@nestjs/microservices';
import {
  HEALTH_MESSAGES,
  isServiceErrorBody,
  type AnswerOf,
  type EventMessage,
  type PayloadOf,
  type RequestMeta,
  type RequestMessage,
  type ServiceName,
  type ServiceRequest,
  type TransportNode,
} from '@labmedicin/contracts';
import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { TimeoutError, firstValueFrom, timeout, type Observable } from 'rxjs';
import { transportRequestDuration } from '../operations/metrics';
import { SpanKind, currentTraceparent, inSpan, startSpan, tracingEnabled } from '../tracing';
import type { Dependency } from '../operations/readiness';
import { ServiceBreaker } from './service-breaker';
import { ServiceTimeoutError, ServiceUnavailableError, failureOfCall } from './transport-errors';

/**
 * Request/response to another service, typed by the catalogue message alone: the service it goes
 * to, the payload it takes and the answer it gives. Errors are ServiceErrorBody,
 * ServiceTimeoutError or ServiceUnavailableError, or ServiceOutcomeUnknownError for a change that
 * was sent and got no answer.
 */
export interface ServiceClient {
  send<M extends RequestMessage>(message: M, payload: PayloadOf<M>, meta: RequestMeta, options?: { timeoutMs?: number }): Promise<AnswerOf<M>>;
}

/** Fire-and-forget events of the catalogue, delivered once to each subscribing node. */
export interface EventPublisher {
  emit<E extends EventMessage>(event: E, payload: PayloadOf<E>, meta: RequestMeta): Promise<void>;
}

/**
 * A proxy that carries each request's timeout to the far side (Redis Streams), so a service
 * skips a request whose caller has stopped waiting instead of running it late.
 */
export interface DeadlineAwareClient {
  sendWithin<R>(pattern: string, data: unknown, timeoutMs: number): Observable<R>;
}

function isDeadlineAware(client: ClientProxy): client is ClientProxy & DeadlineAwareClient {
  return typeof (client as Partial<DeadlineAwareClient>).sendWithin === 'function';
}

export const SERVICE_CLIENT = Symbol('SERVICE_CLIENT');

/** What a failed call throws: the service's own error, or a timeout or unavailability of the transport. */
function transportFailure(error: unknown, service: TransportNode, pattern: string, timeoutMs: number): unknown {
  if (isServiceErrorBody(error)) return error;
  if (error instanceof TimeoutError) return new ServiceTimeoutError(service, pattern, timeoutMs);
  if (error instanceof ServiceTimeoutError) return error;
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code && NOT_CONNECTED.has(code)) return new ServiceUnavailableError(service, error);
  if (code && CONNECTION_LOST.has(code)) return new ServiceUnavailableError(service, error, true);
  // NestJS's TCP client fails the calls still waiting when the connection drops with this, and no code.
  if (error instanceof Error && error.message === TCP_CONNECTION_CLOSED) return new ServiceUnavailableError(service, error, true);
  return error;
}
export const EVENT_PUBLISHER = Symbol('EVENT_PUBLISHER');

const TCP_CONNECTION_CLOSED = 'Connection closed';
/** No connection was made: the request never left. */
const NOT_CONNECTED = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH']);
/** The connection broke: the request may have reached the service first. */
const CONNECTION_LOST = new Set(['ECONNRESET', 'EPIPE']);

/** How calls to other services are timed: each call's deadline, and when a silent service counts as down. */
export interface CallTimings {
  /** A call's deadline when its caller gives none (REQUEST_TIMEOUT_MS): a live but slow service has this long (504 after). */
  requestTimeoutMs: number;
  /** SERVICE_TIMEOUT_MS: a service that answers nothing, its health included, for this long is down (503), see ServiceBreaker. */
  serviceTimeoutMs: number;
}

/** While a service is down, how often its health is asked again. */
const BREAKER_RETRY_MS = 1_000;
/** How many health questions in a row a silent service leaves unanswered before it counts as down. */
const BREAKER_MISSES = 3;

/**
 * Both ports over NestJS ClientProxies, one per node; the proxy is TCP in the embedded profile and
 * our Redis Streams client in production. Connections open lazily and are reused. Requests go
 * through one ServiceBreaker per service, so a dead or frozen service costs its callers at most
 * serviceTimeoutMs, then nothing until it answers again.
 */
export class TransportClients implements ServiceClient, EventPublisher {
  private readonly clients = new Map<TransportNode, ClientProxy>();
  private readonly breakers = new Map<ServiceName, ServiceBreaker>();
  private readonly logger = new Logger('transport');
  private readonly defaultTimeoutMs: number;

  constructor(
    private readonly self: TransportNode,
    private readonly createClient: (node: TransportNode) => ClientProxy,
    private readonly timings: CallTimings,
    /** Set where one publish reaches every subscriber (Redis Streams); else one emit per subscriber. */
    private readonly broadcast?: ClientProxy,
  ) {
    this.defaultTimeoutMs = timings.requestTimeoutMs;
  }

  send<M extends RequestMessage>(message: M, payload: PayloadOf<M>, meta: RequestMeta, options?: { timeoutMs?: number }): Promise<AnswerOf<M>> {
    return this.request(message, { meta, data: payload }, options?.timeoutMs ?? this.defaultTimeoutMs);
  }

  private request<M extends RequestMessage>(message: M, request: ServiceRequest<PayloadOf<M>>, timeoutMs: number): Promise<AnswerOf<M>> {
    return this.breakerOf(message.service)
      .call(() => this.requestTraced(message, request, timeoutMs))
      .catch((error: unknown) => {
        throw failureOfCall(error, message);
      });
  }

  private async requestTraced<M extends RequestMessage>(message: M, request: ServiceRequest<PayloadOf<M>>, timeoutMs: number): Promise<AnswerOf<M>> {
    if (!tracingEnabled()) return this.requestUntraced(message, request, timeoutMs);
    // The service continues this span's trace from the traceparent the request carries.
    return inSpan(startSpan(`send ${message.pattern}`, SpanKind.CLIENT, undefined, { 'messaging.destination.name': message.service }), () =>
      this.requestUntraced(message, { ...request, meta: { ...request.meta, traceparent: currentTraceparent() } }, timeoutMs),
    );
  }

  private async requestUntraced<M extends RequestMessage>(message: M, request: ServiceRequest<PayloadOf<M>>, timeoutMs: number): Promise<AnswerOf<M>> {
    const { service, pattern } = message;
    const client = this.client(service);
    const reply$ = isDeadlineAware(client) ? client.sendWithin<AnswerOf<M>>(pattern, request, timeoutMs) : client.send<AnswerOf<M>>(pattern, request);
    const done = transportRequestDuration.startTimer({ pattern });
    try {
      const answer = await firstValueFrom(reply$.pipe(timeout(timeoutMs)));
      done({ outcome: 'ok' });
      return answer;
    } catch (error) {
      const failure = transportFailure(error, service, pattern, timeoutMs);
      done({ outcome: failure instanceof ServiceTimeoutError ? 'timeout' : failure instanceof ServiceUnavailableError ? 'unavailable' : 'error' });
      throw failure;
    }
  }

  async emit<E extends EventMessage>(event: E, payload: PayloadOf<E>, meta: RequestMeta): Promise<void> {
    if (!tracingEnabled()) return this.emitUntraced(event, payload, meta);
    // Each subscriber's handler continues this span's trace from the traceparent the event carries.
    return inSpan(startSpan(`emit ${event.pattern}`, SpanKind.PRODUCER), () => this.emitUntraced(event, payload, { ...meta, traceparent: currentTraceparent() }));
  }

  private async emitUntraced<E extends EventMessage>(event: E, payload: PayloadOf<E>, meta: RequestMeta): Promise<void> {
    const request: ServiceRequest<PayloadOf<E>> = { meta, data: payload };
    if (this.broadcast) {
      await firstValueFrom(this.broadcast.emit(event.pattern, request), { defaultValue: undefined });
      return;
    }
    const targets = event.subscribers.filter((node) => node !== this.self);
    await Promise.all(targets.map((node) => firstValueFrom(this.client(node).emit(event.pattern, request), { defaultValue: undefined })));
  }

  /** Redis, for the Redis Streams transport: readiness pings it. Over TCP there is nothing of its own to check. */
  dependency(): Dependency | null {
    const broadcast = this.broadcast as (ClientProxy & { ping?(): Promise<void> }) | undefined;
    return broadcast?.ping ? { name: 'transport', ping: () => broadcast.ping!() } : null;
  }

  private breakerOf(service: ServiceName): ServiceBreaker {
    let breaker = this.breakers.get(service);
    if (!breaker) {
      breaker = new ServiceBreaker({
        service,
        downAfterMs: this.timings.serviceTimeoutMs,
        misses: BREAKER_MISSES,
        retryMs: BREAKER_RETRY_MS,
        // Any answer will do, 'degraded' too: the question is whether the service answers at all.
        probe: (timeoutMs) =>
          this.requestUntraced(HEALTH_MESSAGES[service], { meta: { requestId: `probe-${randomUUID()}`, actor: null }, data: {} }, timeoutMs),
        onChange: (open, reason) =>
          open
            ? this.logger.warn(`${service} is down (${reason}): calls to it answer 503 at once until it answers its health again`)
            : this.logger.warn(`${service} answers again`),
      });
      this.breakers.set(service, breaker);
    }
    return breaker;
  }

  async close(): Promise<void> {
    for (const breaker of this.breakers.values()) breaker.dispose();
    await Promise.all([...this.clients.values(), ...(this.broadcast ? [this.broadcast] : [])].map((c) => c.close()));
    this.clients.clear();
  }

  private client(node: TransportNode): ClientProxy {
    let client = this.clients.get(node);
    if (!client) {
      client = this.createClient(node);
      this.clients.set(node, client);
    }
    return client;
  }
}
