import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { ClientProxy, type ReadPacket, type WritePacket } from '@nestjs/microservices';
import type Redis from 'ioredis';
import { Observable, defer, mergeMap } from 'rxjs';
import type { DeadlineAwareClient } from '../service-clients';
import { ServiceTimeoutError, ServiceUnavailableError } from '../transport-errors';
import { closeConnection, connectOrFail, createRedisConnection } from './redis-connection';
import {
  REPLY_TTL_DEFAULT_MS,
  tuningOf,
  type RedisStreamsClientOptions,
  type RedisStreamsTuning,
} from './redis-streams.options';
import {
  EVENTS_STREAM,
  decodeReply,
  encodeEvent,
  encodeRequest,
  replyStreamPrefixOf,
  requestStreamOf,
  type StreamEntry,
} from './stream-entries';

type ReplyBatch = [stream: string, entries: StreamEntry[]][] | null;

interface PendingRequest {
  callback: (packet: WritePacket) => void;
  timer: NodeJS.Timeout;
}

/** Replies read per XREAD. */
const REPLY_BATCH = 256;
const RETRY_DELAY_MS = 500;

/**
 * The client side of our Redis Streams transport. send() adds the request, with the caller's
 * deadline, to the target node's stream and waits on this instance's own reply stream, so a
 * gateway replica sees only replies to its own requests; a reply that arrives after its caller
 * gave up is dropped. emit() adds the event to the events stream once, for every subscriber.
 */
export class RedisStreamsClient extends ClientProxy implements DeadlineAwareClient {
  private readonly logger = new Logger(RedisStreamsClient.name);
  /** Non-blocking commands: requests, events, reply stream upkeep. */
  private readonly commands: Redis;
  /** Only the blocking XREAD of the reply stream. */
  private readonly replyReader: Redis;
  private readonly replyStream: string;
  private readonly replyTtlMs: number;
  private readonly tuning: Required<RedisStreamsTuning>;
  private readonly pending = new Map<string, PendingRequest>();
  private connecting?: Promise<void>;
  private listening?: Promise<void>;
  private reading?: Promise<void>;
  private closed = false;

  constructor(private readonly options: RedisStreamsClientOptions) {
    super();
    this.tuning = tuningOf(options);
    this.replyTtlMs = options.replyTtlMs ?? REPLY_TTL_DEFAULT_MS;
    this.replyStream = `${replyStreamPrefixOf(options.self)}${randomUUID()}`;
    this.commands = createRedisConnection(options.redis, this.logger);
    this.replyReader = createRedisConnection(options.redis, this.logger);
  }

  /** Fails with `Cannot reach Redis at <url>: <reason>`; the next call tries again. */
  connect(): Promise<void> {
    this.connecting ??= connectOrFail(this.commands, this.options.redis.url).catch((error: unknown) => {
      this.connecting = undefined;
      throw error;
    });
    return this.connecting;
  }

  /** Redis answers this client's connection: what readiness checks of the transport. */
  async ping(): Promise<void> {
    await this.connect();
    await this.commands.ping();
  }

  /** Like send(), with this request's own timeout instead of the client's default. */
  sendWithin<R>(pattern: string, data: unknown, timeoutMs: number): Observable<R> {
    return defer(() => this.connect()).pipe(
      mergeMap(
        () => new Observable<R>((observer) => this.publishWithin({ pattern, data }, this.createObserver(observer), timeoutMs)),
      ),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const closedError = new ServiceUnavailableError(this.options.target ?? 'events', new Error('the client was closed'), true);
    for (const id of [...this.pending.keys()]) this.settle(id, { err: closedError });
    // Not QUIT: it would queue behind the blocking read; dropping the socket aborts that read.
    if (this.replyReader.status !== 'end') this.replyReader.disconnect();
    await this.reading;
    if (this.listening && this.commands.status === 'ready') {
      // Best effort: if it fails, the stream's TTL removes it.
      await this.commands.del(this.replyStream).catch(() => undefined);
    }
    await closeConnection(this.commands);
  }

  unwrap<T>(): T {
    return [this.commands, this.replyReader] as T;
  }

  protected publish(packet: ReadPacket, callback: (packet: WritePacket) => void): () => void {
    return this.publishWithin(packet, callback, this.options.timeoutMs);
  }

  protected async dispatchEvent<T = unknown>(packet: ReadPacket): Promise<T> {
    const pattern = this.normalizePattern(packet.pattern);
    await this.commands.xadd(
      EVENTS_STREAM,
      'MAXLEN',
      '~',
      this.tuning.streamMaxLen,
      '*',
      ...encodeEvent({ pattern, data: packet.data }),
    );
    return undefined as T;
  }

  private publishWithin(packet: ReadPacket, callback: (packet: WritePacket) => void, timeoutMs: number): () => void {
    const { target } = this.options;
    const pattern = this.normalizePattern(packet.pattern);
    if (target === null) throw new Error('This Redis Streams client only publishes events');
    const correlationId = randomUUID();
    const deadline = Date.now() + timeoutMs;
    // The caller is answered at its deadline even if nothing comes back; a later reply is dropped.
    const timer = setTimeout(
      () => this.settle(correlationId, { err: new ServiceTimeoutError(target, pattern, timeoutMs) }),
      timeoutMs,
    );
    this.pending.set(correlationId, { callback, timer });
    this.listenForReplies()
      .then(() =>
        this.commands.xadd(
          requestStreamOf(target),
          'MAXLEN',
          '~',
          this.tuning.streamMaxLen,
          '*',
          ...encodeRequest({ pattern, data: packet.data, correlationId, replyTo: this.replyStream, deadline }),
        ),
      )
      .catch((error: unknown) => this.settle(correlationId, { err: error }));
    return () => this.forget(correlationId);
  }

  /** The reply stream and its reader start with the first request; an emit-only client never has them. */
  private listenForReplies(): Promise<void> {
    this.listening ??= (async () => {
      await connectOrFail(this.replyReader, this.options.redis.url);
      const since = await this.openReplyStream();
      this.reading = this.readReplies(since);
    })().catch((error: unknown) => {
      this.listening = undefined;
      throw error;
    });
    return this.listening;
  }

  /**
   * Creates the reply stream empty (add one entry, trim to zero) with a TTL, so the servers'
   * NOMKSTREAM replies land in it, and it disappears by itself if this process dies. Returns the
   * id to read after.
   */
  private async openReplyStream(): Promise<string> {
    const results = await this.commands
      .multi()
      .xadd(this.replyStream, 'MAXLEN', '0', '*', 'opened', '1')
      .pexpire(this.replyStream, this.replyTtlMs)
      .exec();
    const failure = results?.find(([error]) => error)?.[0];
    if (!results || failure) throw failure ?? new Error(`Could not open ${this.replyStream}`);
    return results[0][1] as string;
  }

  private async readReplies(since: string): Promise<void> {
    let lastId = since;
    let renewedAt = Date.now();
    while (this.readingReplies()) {
      try {
        const batch = (await this.replyReader.xread(
          'COUNT',
          REPLY_BATCH,
          'BLOCK',
          this.tuning.blockMs,
          'STREAMS',
          this.replyStream,
          lastId,
        )) as ReplyBatch;
        const entries = batch?.[0]?.[1] ?? [];
        for (const [id, fields] of entries) {
          lastId = id;
          this.receive(fields);
        }
        // Read replies are of no further use: keep the stream small.
        if (entries.length > 0) await this.commands.xdel(this.replyStream, ...entries.map(([id]) => id));
        if (Date.now() - renewedAt > this.replyTtlMs / 3) {
          renewedAt = Date.now();
          // Gone (this process stalled past the TTL, or Redis restarted): open it again.
          if ((await this.commands.pexpire(this.replyStream, this.replyTtlMs)) === 0) lastId = await this.openReplyStream();
        }
      } catch (error) {
        if (!this.readingReplies()) break;
        this.logger.error(`Reading ${this.replyStream} failed: ${error instanceof Error ? error.message : String(error)}`);
        await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      }
    }
  }

  private readingReplies(): boolean {
    return !this.closed && this.replyReader.status !== 'end';
  }

  private receive(fields: string[]): void {
    const packet = decodeReply(fields);
    const request = packet && this.pending.get(packet.id);
    if (!packet || !request) return;
    if (packet.err !== undefined || packet.isDisposed) {
      this.settle(packet.id, packet);
    } else {
      request.callback(packet);
    }
  }

  /** Delivers the last packet of a request and forgets it. */
  private settle(correlationId: string, packet: WritePacket): void {
    const request = this.pending.get(correlationId);
    if (!request) return;
    this.forget(correlationId);
    request.callback({ ...packet, isDisposed: true });
  }

  private forget(correlationId: string): void {
    const request = this.pending.get(correlationId);
    if (!request) return;
    clearTimeout(request.timer);
    this.pending.delete(correlationId);
  }
}
