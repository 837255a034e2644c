import type { TransportNode } from '@labmedicin/contracts';
import type { WritePacket } from '@nestjs/microservices';

/** Every key of the transport starts with this, so it never collides with sessions or cache. */
const PREFIX = 'labmedicin';

/** The one stream every event goes to; each subscribing node reads it with its own group. */
export const EVENTS_STREAM = `${PREFIX}:events`;

/** Requests for one node; its replicas share one consumer group so each request runs once. */
export function requestStreamOf(node: TransportNode): string {
  return `${PREFIX}:requests:${node}`;
}

/** The reply stream of one client instance, so a replica reads only the replies to its own requests. */
export function replyStreamPrefixOf(node: TransportNode): string {
  return `${PREFIX}:replies:${node}:`;
}

/** A stream entry as Redis returns it: its id and its flat field/value list. */
export type StreamEntry = [id: string, fields: string[]];

export interface RequestEntry {
  pattern: string;
  data: unknown;
  correlationId: string;
  replyTo: string;
  /** Epoch ms after which the caller no longer waits, so the request must not run. */
  deadline: number;
}

export interface EventEntry {
  pattern: string;
  data: unknown;
}

/** A reply as it crosses the reply stream: Nest's packet plus the request's correlation id. */
export type ReplyPacket = WritePacket & { id: string };

export function encodeRequest(request: RequestEntry): string[] {
  return [
    'pattern', request.pattern,
    'id', request.correlationId,
    'replyTo', request.replyTo,
    'deadline', String(request.deadline),
    'data', JSON.stringify(request.data),
  ];
}

export function encodeEvent(event: EventEntry): string[] {
  return ['pattern', event.pattern, 'data', JSON.stringify(event.data)];
}

export function encodeReply(reply: ReplyPacket): string[] {
  return ['packet', JSON.stringify(reply)];
}

/** Null for an entry we cannot read (foreign writer, older version): it is acknowledged and dropped. */
export function decodeRequest(fields: string[]): RequestEntry | null {
  const entry = fieldsOf(fields);
  const deadline = Number(entry.get('deadline'));
  const pattern = entry.get('pattern');
  const correlationId = entry.get('id');
  const replyTo = entry.get('replyTo');
  const data = parseJson(entry.get('data'));
  if (!pattern || !correlationId || !replyTo || !Number.isFinite(deadline) || data === undefined) return null;
  return { pattern, data, correlationId, replyTo, deadline };
}

export function decodeEvent(fields: string[]): EventEntry | null {
  const entry = fieldsOf(fields);
  const pattern = entry.get('pattern');
  const data = parseJson(entry.get('data'));
  return pattern && data !== undefined ? { pattern, data } : null;
}

export function decodeReply(fields: string[]): ReplyPacket | null {
  const packet = parseJson(fieldsOf(fields).get('packet'));
  const isReply = typeof packet === 'object' && packet !== null && typeof (packet as ReplyPacket).id === 'string';
  return isReply ? (packet as ReplyPacket) : null;
}

function fieldsOf(fields: string[]): Map<string, string> {
  const entry = new Map<string, string>();
  for (let i = 0; i + 1 < fields.length; i += 2) entry.set(fields[i], fields[i + 1]);
  return entry;
}

function parseJson(text: string | undefined): unknown {
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
