import type { Actor } from './roles';

/** What travels with every request between services besides its payload. */
export interface RequestMeta {
  /** Carried from the gateway through every hop so one request can be followed in the logs. */
  requestId: string;
  /** The session's user, resolved by the gateway; null for anonymous callers. */
  actor: Actor | null;
  /** The caller's W3C trace context, when tracing is on, so the service's spans join its trace. */
  traceparent?: string;
}

export interface ServiceRequest<T = undefined> {
  meta: RequestMeta;
  data: T;
}
