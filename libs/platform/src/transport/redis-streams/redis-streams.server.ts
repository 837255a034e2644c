import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Logger } from '@nestjs/common';
import {
  BaseRpcContext,
  Server,
  type CustomTransportStrategy,
  type MessageHandler,
  type WritePacket,
} from '@nestjs/microservices';
import { errorBody } from '@labmedicin/contracts';
import type Redis from 'ioredis';
import { lastValueFrom } from 'rxjs';
import { closeConnection, connectOrFail, createRedisConnection } from './redis-connection';
import { tuningOf, type RedisStreamsServerOptions, type RedisStreamsTuning } from './redis-streams.options';
import { reportStreamBacklog } from '../../operations/metrics';
import type { Readiness } from '../../operations/readiness';
import {
  EVENTS_STREAM,
  decodeEvent,
  decodeRequest,
  encodeReply,
  requestStreamOf,
  type RequestEntry,
  type StreamEntry,
} from './stream-entries';

/** The ioredis connection events a Nest app may listen to through app.on(). */
type RedisConnectionEvents = {
  error: (error: Error) => void;
  ready: () => void;
  reconnecting: (delayMs: number) => void;
  end: () => void;
};

type StreamBatch = [stream: string, entries: StreamEntry[]][] | null;

interface Delivery {
  stream: string;
  id: string;
  done: Promise<void>;
}

/** What a replica answers for a pattern it has no handler for; the detail goes to its log. */
const NO_HANDLER_BODY = errorBody('INTERNAL_ERROR');

/** Pause after a failed read or claim, so a Redis outage does not spin the loops. */
const RETRY_DELAY_MS = 500;

/**
 * The server side of our Redis Streams transport (why we have one: docs/architecture.md).
 * Every replica of a node is one consumer of the node's group on its request stream, so exactly
 * one replica runs each request; requests past their deadline are acknowledged without running.
 * The same group reads the events stream, so each subscribing node gets each event once. Entries
 * a dead replica held are taken over with XAUTOCLAIM; a live replica keeps its own entries fresh
 * so a slow handler is never run twice.
 */
export class RedisStreamsServer extends Server<RedisConnectionEvents> implements CustomTransportStrategy {
  protected override readonly logger = new Logger(RedisStreamsServer.name);
  /** Non-blocking commands: replies, acknowledgements, claims. */
  private readonly commands: Redis;
  /** Only the blocking XREADGROUP, so it never delays a reply. */
  private readonly reader: Redis;
  private readonly group: string;
  private readonly consumer: string;
  private readonly tuning: Required<RedisStreamsTuning>;
  private readonly deliveries = new Map<string, Delivery>();
  private streams: string[] = [];
  private closed = false;
  private reading?: Promise<void>;
  private claiming?: Promise<void>;
  private claimTimer?: NodeJS.Timeout;
  private slotFreed?: () => void;
  private stopReportingBacklog?: () => void;
  /** Set while this replica's own dependencies do not answer: it reads and claims nothing new. */
  private paused = false;
  private resumed?: () => void;
  private readinessTimer?: NodeJS.Timeout;
  /** The reader connection's CLIENT ID, to cut its blocking read short when it pauses. */
  private readerId?: number;

  constructor(private readonly options: RedisStreamsServerOptions) {
    super();
    this.tuning = tuningOf(options);
    this.group = options.node;
    this.consumer = `${options.node}:${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.commands = createRedisConnection(options.redis, this.logger);
    this.reader = createRedisConnection(options.redis, this.logger);
  }

  listen(callback: (error?: unknown) => void): void {
    this.start().then(
      () => callback(),
      (error: unknown) => callback(error),
    );
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.stopReportingBacklog?.();
    clearTimeout(this.claimTimer);
    clearTimeout(this.readinessTimer);
    this.slotFreed?.();
    this.resumed?.();
    // Not QUIT: it would queue behind the blocking read; dropping the socket aborts that read.
    if (this.reader.status !== 'end') this.reader.disconnect();
    await this.reading;
    await this.claiming;
    // Entries still running after the claim timeout are another replica's to finish.
    await settledWithin(
      [...this.deliveries.values()].map((delivery) => delivery.done),
      this.tuning.claimIdleMs,
    );
    await this.leaveGroups();
    await closeConnection(this.commands);
  }

  /**
   * Takes work only while `readiness` (this process's own documents store) says ready, asked every
   * intervalMs. Unready, the replica stops reading and claiming its group's entries, so the other
   * replicas take them, and finishes what it holds; once ready again it takes work by itself.
   */
  takeWorkWhileReady(readiness: Readiness, intervalMs = 1_000): void {
    const check = async () => {
      const report = await readiness().catch((error: unknown) => ({ ready: false, checks: { readiness: describe(error) } }));
      if (this.closed) return;
      if (!report.ready && !this.paused) {
        this.paused = true;
        const failing = Object.entries(report.checks).filter(([, state]) => state !== 'ok');
        this.logger.warn(`${this.options.node} takes no work while not ready (${failing.map(([name, state]) => `${name}: ${state}`).join('; ')})`);
        await this.interruptRead();
      } else if (report.ready && this.paused) {
        this.paused = false;
        this.logger.warn(`${this.options.node} is ready again and takes work`);
        this.resumed?.();
        this.resumed = undefined;
      }
      this.readinessTimer = setTimeout(() => void check(), intervalMs);
    };
    this.readinessTimer = setTimeout(() => void check(), intervalMs);
  }

  /** Ends the reader's blocking XREADGROUP at once (as if it timed out), so a pause takes no entry it would then hold. */
  private async interruptRead(): Promise<void> {
    if (this.readerId === undefined || this.commands.status !== 'ready') return;
    await this.commands.client('UNBLOCK', this.readerId).catch(() => undefined);
  }

  /** Listens to both connections. */
  on<EventKey extends keyof RedisConnectionEvents, EventCallback extends RedisConnectionEvents[EventKey]>(
    event: EventKey,
    callback: EventCallback,
  ): void {
    this.commands.on(event, callback);
    this.reader.on(event, callback);
  }

  unwrap<T>(): T {
    return [this.commands, this.reader] as T;
  }

  /** Per stream this node reads, what its group has not acknowledged: the lag (Redis 7+) plus the pending entries. */
  private async backlog(): Promise<{ stream: string; group: string; pending: number }[]> {
    return Promise.all(
      this.streams.map(async (stream) => {
        const groups = (await this.commands.xinfo('GROUPS', stream)) as unknown[][];
        const fields = groups.map((flat) => Object.fromEntries(chunkPairs(flat))).find((g) => g.name === this.group);
        const pending = Number(fields?.pending ?? 0) + Number(fields?.lag ?? 0);
        return { stream, group: this.group, pending };
      }),
    );
  }

  private async start(): Promise<void> {
    await connectOrFail(this.commands, this.options.redis.url);
    await connectOrFail(this.reader, this.options.redis.url);
    this.readerId = (await this.reader.client('ID')) as number;
    // After a Redis restart the reader is a new client with a new id.
    this.reader.on('ready', () => {
      this.reader.client('ID').then((id) => (this.readerId = id as number), () => undefined);
    });
    const handlers = [...this.getHandlers().values()];
    if (handlers.some((handler) => !handler.isEventHandler)) this.streams.push(requestStreamOf(this.options.node));
    if (handlers.some((handler) => handler.isEventHandler)) this.streams.push(EVENTS_STREAM);
    if (this.streams.length === 0) return;
    await this.createGroups();
    this.stopReportingBacklog = reportStreamBacklog(() => this.backlog());
    this.reading = this.readLoop();
    this.scheduleClaim();
  }

  /**
   * Requests are read from the start of the stream, so a request sent while the node was down
   * is still answered if its deadline allows; a node's events group starts at the first event
   * after it first joins.
   */
  private async createGroups(): Promise<void> {
    for (const stream of this.streams) {
      const start = stream === EVENTS_STREAM ? '$' : '0';
      await this.commands.xgroup('CREATE', stream, this.group, start, 'MKSTREAM').catch((error: Error) => {
        if (!error.message.startsWith('BUSYGROUP')) throw error;
      });
    }
  }

  private running(): boolean {
    return !this.closed && this.reader.status !== 'end' && this.commands.status !== 'end';
  }

  private async readLoop(): Promise<void> {
    while (this.running()) {
      if (this.paused) {
        await new Promise<void>((resolve) => (this.resumed = resolve));
        continue;
      }
      const free = this.tuning.maxInFlight - this.deliveries.size;
      if (free <= 0) {
        await new Promise<void>((resolve) => (this.slotFreed = resolve));
        continue;
      }
      try {
        const batch = (await this.reader.xreadgroup(
          'GROUP',
          this.group,
          this.consumer,
          'COUNT',
          free,
          'BLOCK',
          this.tuning.blockMs,
          'STREAMS',
          ...this.streams,
          ...this.streams.map(() => '>'),
        )) as StreamBatch;
        for (const [stream, entries] of batch ?? []) for (const entry of entries) this.deliver(stream, entry);
      } catch (error) {
        if (!this.running()) break;
        await this.recoverFrom(error, 'read');
      }
    }
    if (!this.closed) this.logger.error(`${this.options.node} lost its connection to Redis and stopped consuming`);
  }

  /** A flushed or restarted Redis loses the groups: they are created again; anything else is waited out. */
  private async recoverFrom(error: unknown, what: string): Promise<void> {
    if (!this.running()) return;
    let reason = describe(error);
    if (reason.startsWith('NOGROUP')) {
      try {
        await this.createGroups();
        return;
      } catch (failure) {
        reason = describe(failure);
      }
    }
    this.logger.error(`${this.options.node} could not ${what} its streams: ${reason}`);
    await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
  }

  private deliver(stream: string, [id, fields]: StreamEntry): void {
    const key = `${stream} ${id}`;
    // A claim may return an entry this replica is already running; it runs once here.
    if (this.deliveries.has(key)) return;
    const done = (stream === EVENTS_STREAM ? this.consumeEvent(id, fields) : this.consumeRequest(stream, id, fields))
      .catch((error: unknown) => this.logger.error(`Entry ${id} of ${stream} failed: ${describe(error)}`))
      .finally(() => {
        this.deliveries.delete(key);
        this.slotFreed?.();
        this.slotFreed = undefined;
      });
    this.deliveries.set(key, { stream, id, done });
  }

  private async consumeRequest(stream: string, id: string, fields: string[]): Promise<void> {
    const request = decodeRequest(fields);
    if (!request) {
      this.logger.warn(`Dropped unreadable request ${id} on ${stream}`);
      return this.ack(stream, id);
    }
    const lateMs = Date.now() - request.deadline;
    if (lateMs > 0) {
      // Its caller has already answered with a timeout; running it now would only add load.
      this.logger.warn(`Skipped ${request.pattern}: its caller stopped waiting ${lateMs} ms ago`);
      return this.ack(stream, id);
    }
    const handler = this.getHandlerByPattern(request.pattern);
    if (!handler || handler.isEventHandler) {
      this.logger.error(`${this.options.node} has no handler for ${request.pattern}`);
      await this.reply(request, { err: NO_HANDLER_BODY, isDisposed: true });
      return this.ack(stream, id);
    }
    await this.run(handler, request);
    await this.ack(stream, id);
  }

  /** Runs a handler and writes its replies; resolves once the last one is written. */
  private run(handler: MessageHandler, request: RequestEntry): Promise<void> {
    return new Promise<void>((resolve) => {
      // Nest's send() awaits respond() outside any promise chain: it must never reject.
      const respond = async (packet: WritePacket) => {
        await this.reply(request, packet).catch((error: Error) =>
          this.logger.error(`Could not reply to ${request.pattern}: ${error.message}`),
        );
        if (packet.err !== undefined || packet.isDisposed) resolve();
      };
      Promise.resolve()
        .then(() => handler(request.data, new BaseRpcContext([request.pattern])))
        .then(
          (result: unknown) => this.send(this.transformToObservable(result), respond),
          (error: unknown) => respond({ err: error, isDisposed: true }),
        );
    });
  }

  private async reply(request: RequestEntry, packet: WritePacket): Promise<void> {
    // Errors cross as plain JSON; an Error instance would arrive as {}.
    const err = packet.err instanceof Error ? { message: packet.err.message } : packet.err;
    // NOMKSTREAM: a caller that is gone (its reply stream expired) must not get a stream re-created.
    await this.commands.xadd(
      request.replyTo,
      'NOMKSTREAM',
      'MAXLEN',
      '~',
      this.tuning.streamMaxLen,
      '*',
      ...encodeReply({ ...packet, err, id: request.correlationId }),
    );
  }

  /** Nodes without a handler for an event acknowledge it silently; a failing handler is logged, not retried. */
  private async consumeEvent(id: string, fields: string[]): Promise<void> {
    const event = decodeEvent(fields);
    const handler = event && this.getHandlerByPattern(event.pattern);
    if (event && handler?.isEventHandler) {
      try {
        const result = await handler(event.data, new BaseRpcContext([event.pattern]));
        await lastValueFrom(this.transformToObservable(result), { defaultValue: undefined });
      } catch (error) {
        this.logger.error(`Handler for event ${event.pattern} failed: ${describe(error)}`);
      }
    }
    await this.ack(EVENTS_STREAM, id);
  }

  private async ack(stream: string, id: string): Promise<void> {
    await this.commands.xack(stream, this.group, id);
  }

  private scheduleClaim(): void {
    this.claimTimer = setTimeout(() => {
      this.claiming = this.claim()
        .catch((error: unknown) => this.recoverFrom(error, 'claim'))
        .finally(() => {
          if (this.running()) this.scheduleClaim();
        });
    }, this.tuning.claimIdleMs / 3);
  }

  /**
   * Keeps this replica's own entries fresh (XCLAIM to itself resets their idle time, JUSTID
   * leaves their delivery count), then takes over entries idle longer than the claim timeout:
   * their holder is dead. Taken-over requests still honour their deadlines.
   */
  private async claim(): Promise<void> {
    for (const stream of this.streams) {
      const held = [...this.deliveries.values()].filter((d) => d.stream === stream).map((d) => d.id);
      if (held.length > 0) await this.commands.xclaim(stream, this.group, this.consumer, 0, ...held, 'JUSTID');
    }
    // Paused, it keeps what it holds fresh but takes over nothing.
    if (this.paused) return;
    for (const stream of this.streams) {
      let cursor = '0-0';
      do {
        const free = this.tuning.maxInFlight - this.deliveries.size;
        if (free <= 0 || !this.running()) return;
        const [next, entries] = (await this.commands.xautoclaim(
          stream,
          this.group,
          this.consumer,
          this.tuning.claimIdleMs,
          cursor,
          'COUNT',
          free,
        )) as [string, (StreamEntry | null)[]];
        // Redis 6.2 lists entries trimmed away meanwhile as null.
        for (const entry of entries) if (entry) this.deliver(stream, entry);
        cursor = next;
      } while (cursor !== '0-0');
    }
  }

  /** A replica that shuts down cleanly leaves no consumer behind, unless it still holds entries. */
  private async leaveGroups(): Promise<void> {
    if (this.commands.status !== 'ready') return;
    try {
      for (const stream of this.streams) {
        const held = (await this.commands.xpending(stream, this.group, '-', '+', 1, this.consumer)) as unknown[];
        if (held.length === 0) await this.commands.xgroup('DELCONSUMER', stream, this.group, this.consumer);
      }
    } catch (error) {
      this.logger.warn(`${this.options.node} could not leave its consumer groups: ${describe(error)}`);
    }
  }
}

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'object' ? JSON.stringify(error) : String(error);
}

async function settledWithin(work: Promise<unknown>[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(work),
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ]);
  clearTimeout(timer);
}

/** [k1, v1, k2, v2, ...] as [[k1, v1], [k2, v2], ...], the shape of Redis's XINFO replies. */
function chunkPairs(flat: unknown[]): [string, unknown][] {
  const pairs: [string, unknown][] = [];
  for (let i = 0; i + 1 < flat.length; i += 2) pairs.push([String(flat[i]), flat[i + 1]]);
  return pairs;
}
