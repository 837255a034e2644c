import type { ClientProxy } from '@nestjs/microservices';
import {
  EVENT_SUBSCRIBERS,
  isServiceErrorBody,
  type EventName,
  type RequestMeta,
  type ServiceName,
  type ServiceRequest,
  type TransportNode,
} from '@labmedicin/contracts';
import { TimeoutError, firstValueFrom, timeout, type Observable } from 'rxjs';
import { ServiceTimeoutError, ServiceUnavailableError } from './transport-errors';

/** Request/response to another service. Errors are ServiceErrorBody, ServiceTimeoutError or ServiceUnavailableError. */
export interface ServiceClient {
  send<R = unknown, D = unknown>(
    service: ServiceName,
    pattern: string,
    data: D,
    meta: RequestMeta,
    options?: { timeoutMs?: number },
  ): Promise<R>;
}

/** Fire-and-forget events, delivered once to each subscribing node. */
export interface EventPublisher {
  emit<D>(event: EventName, data: D, meta: RequestMeta): Promise<void>;
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
export const EVENT_PUBLISHER = Symbol('EVENT_PUBLISHER');

const CONNECTION_ERRORS = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/**
 * Both ports over NestJS ClientProxies, one per node; the proxy is TCP in the embedded profile and
 * our Redis Streams client in production. Connections open lazily and are reused.
 */
export class TransportClients implements ServiceClient, EventPublisher {
  private readonly clients = new Map<TransportNode, ClientProxy>();

  constructor(
    private readonly self: TransportNode,
    private readonly createClient: (node: TransportNode) => ClientProxy,
    private readonly defaultTimeoutMs: number,
    /** Set where one publish reaches every subscriber (Redis Streams); else one emit per subscriber. */
    private readonly broadcast?: ClientProxy,
  ) {}

  async send<R, D>(
    service: ServiceName,
    pattern: string,
    data: D,
    meta: RequestMeta,
    options?: { timeoutMs?: number },
  ): Promise<R> {
    const timeoutMs = options?.timeoutMs ?? this.defaultTimeoutMs;
    const request: ServiceRequest<D> = { meta, data };
    const client = this.client(service);
    const reply$ = isDeadlineAware(client) ? client.sendWithin<R>(pattern, request, timeoutMs) : client.send<R>(pattern, request);
    try {
      return await firstValueFrom(reply$.pipe(timeout(timeoutMs)));
    } catch (error) {
      if (isServiceErrorBody(error)) throw error;
      if (error instanceof TimeoutError) throw new ServiceTimeoutError(service, pattern, timeoutMs);
      if (error instanceof ServiceTimeoutError) throw error;
      const code = (error as NodeJS.ErrnoException | undefined)?.code;
      if (code && CONNECTION_ERRORS.has(code)) throw new ServiceUnavailableError(service, error);
      throw error;
    }
  }

  async emit<D>(event: EventName, data: D, meta: RequestMeta): Promise<void> {
    const request: ServiceRequest<D> = { meta, data };
    if (this.broadcast) {
      await firstValueFrom(this.broadcast.emit(event, request), { defaultValue: undefined });
      return;
    }
    const targets = EVENT_SUBSCRIBERS[event].filter((node) => node !== this.self);
    await Promise.all(targets.map((node) => firstValueFrom(this.client(node).emit(event, request), { defaultValue: undefined })));
  }

  async close(): Promise<void> {
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
