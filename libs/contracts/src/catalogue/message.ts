import type { z, ZodTypeAny } from 'zod';
import type { RequestMeta } from '../service-request';
import type { ServiceName, TransportNode } from './nodes';

/**
 * A request/response message: which service answers it, its pattern on the transport, the schema
 * its payload is parsed with on arrival and the schema of its answer. `send(message, payload)` is
 * typed by the message alone, so the hop between two processes is as visible to the compiler as a
 * function call.
 */
export interface RequestMessage<S extends ServiceName = ServiceName, P extends ZodTypeAny = ZodTypeAny, A extends ZodTypeAny = ZodTypeAny> {
  readonly kind: 'request';
  readonly service: S;
  readonly pattern: string;
  readonly payload: P;
  readonly answer: A;
  /**
   * Whether handling it changes something (stores, deletes, sends). A change sent that got no
   * answer may have been carried out: its caller learns the outcome is unknown, never that the
   * service was unavailable.
   */
  readonly changes: boolean;
}

/** An event: emitted once, delivered once to every subscribing node, its payload parsed on arrival. */
export interface EventMessage<P extends ZodTypeAny = ZodTypeAny> {
  readonly kind: 'event';
  readonly pattern: string;
  readonly payload: P;
  /** Who consumes it: over TCP the publisher sends it to each; with Redis Streams each reads it with its own group. */
  readonly subscribers: readonly TransportNode[];
}

export type AnyMessage = RequestMessage | EventMessage;

/** A request that only reads. */
export function requestMessage<S extends ServiceName, P extends ZodTypeAny, A extends ZodTypeAny>(
  service: S,
  pattern: string,
  payload: P,
  answer: A,
): RequestMessage<S, P, A> {
  return { kind: 'request', service, pattern, payload, answer, changes: false };
}

/** A request that changes something: see RequestMessage.changes. */
export function changeMessage<S extends ServiceName, P extends ZodTypeAny, A extends ZodTypeAny>(
  service: S,
  pattern: string,
  payload: P,
  answer: A,
): RequestMessage<S, P, A> {
  return { kind: 'request', service, pattern, payload, answer, changes: true };
}

export function eventMessage<P extends ZodTypeAny>(pattern: string, payload: P, subscribers: readonly TransportNode[]): EventMessage<P> {
  return { kind: 'event', pattern, payload, subscribers };
}

/** What a caller sends: the payload schema's input. */
export type PayloadOf<M extends AnyMessage> = z.input<M['payload']>;
/** What a handler receives: the payload after parsing. */
export type ParsedPayloadOf<M extends AnyMessage> = z.output<M['payload']>;
/** What a request's handler answers and its caller receives. */
export type AnswerOf<M extends RequestMessage> = z.output<M['answer']>;

/** What a handler of the message is called with: the caller's meta and the parsed payload. */
export interface RequestOf<M extends AnyMessage> {
  meta: RequestMeta;
  data: ParsedPayloadOf<M>;
}
