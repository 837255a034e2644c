import { Controller, Inject, Module, type DynamicModule, type INestMicroservice, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { errorBody, eventMessage, requestMessage, type RequestMeta, type RequestOf, type TransportNode } from '@labmedicin/contracts';
import Redis from 'ioredis';
import { z } from 'zod';
import { platformEnvSchema, toPlatformConfig, type PlatformConfig } from '../../config';
import { ServiceError } from '../../errors';
import { createLogger } from '../../logging';
import { eventually, freePort, startRedisServer, type RedisServerHandle } from '../../testing';
import { Handles, OnEvent } from '../message-handlers';
import { metricsRegistry } from '../../operations/metrics';
import { ServiceExceptionFilter } from '../service-exception.filter';
import { TransportClients } from '../service-clients';
import { createTransportClients, serverOptionsFor } from '../transport.factory';
import { ServiceTimeoutError, ServiceUnavailableError } from '../transport-errors';
import { RedisStreamsServer } from './redis-streams.server';
import { EVENTS_STREAM, requestStreamOf } from './stream-entries';

/** Messages of the probe services built in this test; real services use the catalogue in libs/contracts. */
const PROBE = {
  echo: requestMessage(
    'content',
    'probe.echo',
    z.object({ n: z.number(), delayMs: z.number().optional() }),
    z.object({ n: z.number(), replica: z.string() }),
  ),
  reject: requestMessage('content', 'probe.reject', z.object({}), z.object({})),
  numbered: eventMessage('probe.numbered', z.object({ n: z.number() }), ['gateway', 'media']),
  other: eventMessage('probe.other', z.object({ n: z.number() }), ['comments']),
};

/** Short timings so a dead replica's requests are taken over within a fraction of a second. */
const FAST = { blockMs: 1_000, claimIdleMs: 300 };

/** What one replica executed, by request id or event payload. */
class Replica {
  readonly requests: string[] = [];
  readonly events: number[] = [];
  /** While set, requests wait on it before answering: a replica that holds its work until it dies. */
  holdUntil?: Promise<void>;
  constructor(readonly name: string) {}
}

@Controller()
class ProbeController {
  constructor(@Inject(Replica) private readonly replica: Replica) {}

  @Handles(PROBE.echo)
  async echo(request: RequestOf<typeof PROBE.echo>): Promise<{ n: number; replica: string }> {
    this.replica.requests.push(request.meta.requestId);
    await this.replica.holdUntil;
    if (request.data.delayMs) await sleep(request.data.delayMs);
    return { n: request.data.n, replica: this.replica.name };
  }

  @Handles(PROBE.reject)
  reject(): never {
    throw new ServiceError(errorBody('VALIDATION_FAILED', { errors: { title: 'Required' } }));
  }
}

@Controller()
class NumberedEventController {
  constructor(@Inject(Replica) private readonly replica: Replica) {}

  @OnEvent(PROBE.numbered)
  updated(event: RequestOf<typeof PROBE.numbered>): void {
    this.replica.events.push(event.data.n);
  }
}

@Controller()
class OtherEventController {
  constructor(@Inject(Replica) private readonly replica: Replica) {}

  @OnEvent(PROBE.other)
  deleted(event: RequestOf<typeof PROBE.other>): void {
    this.replica.events.push(event.data.n);
  }
}

@Module({})
class ProbeModule {}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitUntil(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(10);
  }
}

function meta(requestId: string): RequestMeta {
  return { requestId, actor: null };
}

function countBy<T>(values: T[]): Map<T, number> {
  const counts = new Map<T, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return counts;
}

describe('Redis Streams transport', () => {
  let redis: RedisServerHandle;
  let config: PlatformConfig;
  const running: { close(): Promise<unknown> }[] = [];

  beforeEach(async () => {
    redis = await startRedisServer();
    config = toPlatformConfig(platformEnvSchema.parse({ REDIS_URL: redis.url, REQUEST_TIMEOUT_MS: '5000' }));
  });

  afterEach(async () => {
    await Promise.all(running.splice(0).map((closable) => closable.close()));
    await redis.stop();
  });

  async function startReplica(
    node: TransportNode,
    controllers: Type<unknown>[],
    name: string,
  ): Promise<{ replica: Replica; server: RedisStreamsServer; app: INestMicroservice }> {
    const replica = new Replica(name);
    const module: DynamicModule = {
      module: ProbeModule,
      controllers,
      providers: [{ provide: Replica, useValue: replica }],
    };
    const server = new RedisStreamsServer({ redis: { url: redis.url, sentinel: null }, node, ...FAST });
    const app = await NestFactory.createMicroservice(module, { strategy: server, logger: false });
    app.useGlobalFilters(new ServiceExceptionFilter(createLogger(node, 'silent')));
    await app.listen();
    running.push(app);
    return { replica, server, app };
  }

  function clientsOf(self: TransportNode): TransportClients {
    const clients = createTransportClients(config, self);
    running.push(clients);
    return clients;
  }

  /** A replica that dies: its connections drop without acknowledging what it holds. */
  function crash(server: RedisStreamsServer): void {
    for (const connection of server.unwrap<Redis[]>()) connection.disconnect();
  }

  it('runs each of 500 concurrent requests exactly once across two replicas, using both', async () => {
    const first = await startReplica('content', [ProbeController], 'first');
    const second = await startReplica('content', [ProbeController], 'second');
    const gateway = clientsOf('gateway');

    // Each resolves only if answered within the 5 s request timeout.
    const replies = await Promise.all(
      Array.from({ length: 500 }, (_, n) =>
        gateway.send(PROBE.echo, { n, delayMs: 5 }, meta(`request-${n}`)),
      ),
    );

    expect(replies.map((reply) => reply.n)).toEqual(Array.from({ length: 500 }, (_, n) => n));
    const executions = countBy([...first.replica.requests, ...second.replica.requests]);
    expect(executions.size).toBe(500);
    expect([...executions.values()].every((count) => count === 1)).toBe(true);
    expect(first.replica.requests.length).toBeGreaterThan(0);
    expect(second.replica.requests.length).toBeGreaterThan(0);
  });

  it('reports its group’s backlog as stream_pending_messages while requests are in progress, and none once answered', async () => {
    await startReplica('content', [ProbeController], 'only');
    const gateway = clientsOf('gateway');
    const backlog = async () => {
      const text = await metricsRegistry.getSingleMetricAsString('stream_pending_messages');
      return Number(/stream_pending_messages\{stream="labmedicin:requests:content",group="content"\} (\d+)/.exec(text)?.[1] ?? NaN);
    };
    const replies = Promise.all([1, 2, 3].map((n) => gateway.send(PROBE.echo, { n, delayMs: 1_500 }, meta(`backlog-${n}`))));
    for (let seen = await backlog(); seen !== 3; seen = await backlog()) await sleep(20);
    await replies;
    // A request is acknowledged just after its answer is sent, so the count falls to 0 right after the replies.
    const deadline = Date.now() + 5_000;
    let left = await backlog();
    while (left !== 0 && Date.now() < deadline) {
      await sleep(20);
      left = await backlog();
    }
    expect(left).toBe(0);
  });

  it('does not hand a live replica’s slow request to another replica', async () => {
    const first = await startReplica('content', [ProbeController], 'first');
    const second = await startReplica('content', [ProbeController], 'second');
    const gateway = clientsOf('gateway');

    const slowMs = FAST.claimIdleMs * 3;
    await Promise.all(
      Array.from({ length: 10 }, (_, n) => gateway.send(PROBE.echo, { n, delayMs: slowMs }, meta(`slow-${n}`))),
    );

    const executions = countBy([...first.replica.requests, ...second.replica.requests]);
    expect(executions.size).toBe(10);
    expect([...executions.values()].every((count) => count === 1)).toBe(true);
  });

  it('answers every request a crashed replica held, through the replica that takes them over', async () => {
    const doomed = await startReplica('content', [ProbeController], 'doomed');
    // It answers nothing before it crashes, however long the survivor takes to start.
    doomed.replica.holdUntil = new Promise(() => undefined);
    const gateway = clientsOf('gateway');
    // Each resolves only if answered within the 5 s request timeout: taken over once idle for the claim timeout, then run.
    const replies = Promise.all(
      Array.from({ length: 40 }, (_, n) => gateway.send(PROBE.echo, { n }, meta(`request-${n}`))),
    );
    await waitUntil(() => doomed.replica.requests.length === 40);
    const survivor = await startReplica('content', [ProbeController], 'survivor');
    crash(doomed.server);

    const answered = await replies;

    expect(answered.map((reply) => reply.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(answered.every((reply) => reply.replica === 'survivor')).toBe(true);
    expect(countBy(survivor.replica.requests).size).toBe(40);
  });

  it('leaves its requests to the other replica while its own store does not answer, and takes work again by itself', async () => {
    const sick = await startReplica('content', [ProbeController], 'sick');
    const healthy = await startReplica('content', [ProbeController], 'healthy');
    let storeAnswers = true;
    let asked = 0;
    sick.server.takeWorkWhileReady(async () => {
      asked += 1;
      return { ready: storeAnswers, checks: { documents: storeAnswers ? 'ok' : 'connect ECONNREFUSED' } };
    }, 20);
    const gateway = clientsOf('gateway');
    // Both replicas take work while both are ready.
    await Promise.all(Array.from({ length: 40 }, (_, n) => gateway.send(PROBE.echo, { n, delayMs: 5 }, meta(`before-${n}`))));
    expect(sick.replica.requests.length).toBeGreaterThan(0);

    storeAnswers = false;
    // Asked twice since: the first answer after the change has been acted on.
    const askedAtChange = asked;
    await waitUntil(() => asked >= askedAtChange + 2);
    const tookBefore = sick.replica.requests.length;
    const whileSick = await Promise.all(
      Array.from({ length: 40 }, (_, n) => gateway.send(PROBE.echo, { n, delayMs: 5 }, meta(`while-sick-${n}`))),
    );
    expect(whileSick.every((reply) => reply.replica === 'healthy')).toBe(true);
    expect(sick.replica.requests.length).toBe(tookBefore);

    // Back: with the other replica gone, the recovered one answers.
    await healthy.app.close();
    running.splice(running.indexOf(healthy.app), 1);
    storeAnswers = true;
    await expect(gateway.send(PROBE.echo, { n: 1 }, meta('after'))).resolves.toEqual({ n: 1, replica: 'sick' });
  });

  it('delivers each event once to every subscribing node, whatever its replicas, and lets others ignore it', async () => {
    const gateways = [
      await startReplica('gateway', [NumberedEventController], 'gateway-1'),
      await startReplica('gateway', [NumberedEventController], 'gateway-2'),
    ];
    const medias = [
      await startReplica('media', [NumberedEventController], 'media-1'),
      await startReplica('media', [NumberedEventController], 'media-2'),
    ];
    const comments = await startReplica('comments', [OtherEventController], 'comments');
    const publisher = clientsOf('auth-users');

    for (let n = 0; n < 30; n++) await publisher.emit(PROBE.numbered, { n }, meta(`event-${n}`));

    const eventsOf = (replicas: { replica: Replica }[]) => replicas.flatMap(({ replica }) => replica.events);
    await waitUntil(() => eventsOf(gateways).length >= 30 && eventsOf(medias).length >= 30);
    // Long enough for a wrongly pending event to be claimed and run a second time.
    await sleep(FAST.claimIdleMs * 2);

    const everyEvent = Array.from({ length: 30 }, (_, n) => n);
    expect([...eventsOf(gateways)].sort((a, b) => a - b)).toEqual(everyEvent);
    expect([...eventsOf(medias)].sort((a, b) => a - b)).toEqual(everyEvent);
    expect(comments.replica.events).toEqual([]);

    const inspector = new Redis(redis.url);
    try {
      const groups = (await inspector.xinfo('GROUPS', EVENTS_STREAM)) as (string | number)[][];
      const [[lastEventId]] = await inspector.xrevrange(EVENTS_STREAM, '+', '-', 'COUNT', 1);
      const byName = new Map(groups.map((fields) => [fields[1], fields]));
      for (const node of ['gateway', 'media', 'comments']) {
        const group = byName.get(node);
        expect(group?.[group.indexOf('pending') + 1]).toBe(0);
        expect(group?.[group.indexOf('last-delivered-id') + 1]).toBe(lastEventId);
      }
    } finally {
      inspector.disconnect();
    }
  });

  it('gives up promptly while the service is down, and the service skips the expired request when back', async () => {
    const before = await startReplica('content', [ProbeController], 'before');
    await before.app.close();
    running.splice(running.indexOf(before.app), 1);
    const gateway = clientsOf('gateway');

    const started = Date.now();
    const expired = gateway.send(PROBE.echo, { n: 1 }, meta('expired'), { timeoutMs: 400 });
    await expect(expired).rejects.toBeInstanceOf(ServiceTimeoutError);
    const waitedMs = Date.now() - started;
    expect(waitedMs).toBeGreaterThanOrEqual(390);
    // Near its own 400 ms, far from the 10 s default; the slack is for a loaded CI machine.
    expect(waitedMs).toBeLessThan(400 + 2000);

    const after = await startReplica('content', [ProbeController], 'after');
    await expect(gateway.send(PROBE.echo, { n: 2 }, meta('fresh'))).resolves.toEqual({ n: 2, replica: 'after' });
    expect(after.replica.requests).toEqual(['fresh']);

    const inspector = new Redis(redis.url);
    try {
      const [pending] = (await inspector.xpending(requestStreamOf('content'), 'content')) as [number];
      expect(pending).toBe(0);
    } finally {
      inspector.disconnect();
    }
  });

  it('drops a reply that comes after its caller gave up, and goes on answering', async () => {
    const service = await startReplica('content', [ProbeController], 'slow');
    const gateway = clientsOf('gateway');

    let release!: () => void;
    service.replica.holdUntil = new Promise((resolve) => (release = resolve));
    await expect(
      gateway.send(PROBE.echo, { n: 1 }, meta('abandoned'), { timeoutMs: 1_000 }),
    ).rejects.toBeInstanceOf(ServiceTimeoutError);
    // Taken within its second, so it was run, not skipped as expired, and answers only now.
    expect(service.replica.requests).toEqual(['abandoned']);
    service.replica.holdUntil = undefined;
    release();
    // The request is acknowledged once its late reply is written.
    const inspector = new Redis(redis.url);
    try {
      await eventually(async () => ((await inspector.xpending(requestStreamOf('content'), 'content')) as [number])[0] === 0);
    } finally {
      inspector.disconnect();
    }

    await expect(gateway.send(PROBE.echo, { n: 2 }, meta('next'))).resolves.toEqual({ n: 2, replica: 'slow' });
  });

  it('sends each reply only to the reply stream of the client that asked', async () => {
    await startReplica('content', [ProbeController], 'content');
    const gateways = [clientsOf('gateway'), clientsOf('gateway')];
    const inspector = new Redis(redis.url);
    const monitor = await inspector.monitor();
    const requests = new Map<string, string>();
    const replies: { stream: string; correlationId: string }[] = [];
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args[0]?.toUpperCase() !== 'XADD') return;
      const field = (name: string) => args[args.indexOf(name) + 1];
      if (args[1] === requestStreamOf('content')) requests.set(field('id'), field('replyTo'));
      else if (args.includes('packet')) replies.push({ stream: args[1], correlationId: JSON.parse(field('packet')).id });
    });

    try {
      const answers = await Promise.all(
        gateways.map((gateway, g) =>
          Promise.all(
            Array.from({ length: 100 }, (_, n) =>
              gateway.send(PROBE.echo, { n: g * 1000 + n }, meta(`g${g}-${n}`)),
            ),
          ),
        ),
      );
      expect(answers.map((answer) => answer.map((reply) => reply.n))).toEqual(
        gateways.map((_, g) => Array.from({ length: 100 }, (_, n) => g * 1000 + n)),
      );
      await waitUntil(() => replies.length === 200);
    } finally {
      monitor.disconnect();
      inspector.disconnect();
    }

    expect(requests.size).toBe(200);
    expect(new Set(requests.values()).size).toBe(2);
    for (const reply of replies) expect(reply.stream).toBe(requests.get(reply.correlationId));
  });

  it('carries a ServiceErrorBody thrown in a handler to the caller with its status and field errors', async () => {
    await startReplica('content', [ProbeController], 'content');
    const gateway = clientsOf('gateway');

    await expect(gateway.send(PROBE.reject, {}, meta('rejected'))).rejects.toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { title: 'Required' },
    });
  });

  it('fails at start, naming the URL, when Redis cannot be reached', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const app = await NestFactory.createMicroservice(
      { module: ProbeModule, controllers: [ProbeController], providers: [{ provide: Replica, useValue: new Replica('x') }] },
      { strategy: new RedisStreamsServer({ redis: { url, sentinel: null }, node: 'content' }), logger: false },
    );
    await expect(app.listen()).rejects.toThrow(`Cannot reach Redis at ${url}: connect ECONNREFUSED`);
    await app.close();

    const unreachable = toPlatformConfig(platformEnvSchema.parse({ REDIS_URL: url }));
    expect(serverOptionsFor(unreachable, 'content')).toEqual({ strategy: expect.any(RedisStreamsServer) });
    const gateway = createTransportClients(unreachable, 'gateway');
    await expect(gateway.send(PROBE.echo, { n: 1 }, meta('nowhere'))).rejects.toBeInstanceOf(
      ServiceUnavailableError,
    );
    await gateway.close();
  });
});
