import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { platformEnvSchema, toPlatformConfig } from '../config';
import { PlatformModule } from '../platform.module';
import Redis from 'ioredis';
import { eventually, freePort, hasRedisServer, startRedisServer, type RedisServerHandle } from '../testing';
import { cachedReadiness, checkDependencies, DEPENDENCY_PING_TIMEOUT_MS, READINESS_CACHE_MS, type ReadinessReport } from './readiness';
import { transportRequestDuration } from './metrics';

const get = async (url: string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

const withRedis = hasRedisServer();
(withRedis ? describe : describe.skip)('the operations port (OPS_PORT) of a process on Redis', () => {
  let redis: RedisServerHandle;
  let app: INestApplicationContext;
  let base: string;

  beforeAll(async () => {
    redis = await startRedisServer();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const config = toPlatformConfig(platformEnvSchema.parse({ REDIS_URL: redis.url, OPS_PORT: String(port), LOG_LEVEL: 'silent' }));
    app = await NestFactory.createApplicationContext(
      PlatformModule.forNode({ node: 'comments', config, caches: [{ namespace: 'ops-test', maxEntries: 10, defaultTtlMs: 1000 }] }),
      { logger: false },
    );
    await app.init();
  });
  afterAll(async () => {
    await app?.close();
    await redis?.stop();
  });

  it('answers /livez, /readyz with each of its own dependencies, and Prometheus text at /metrics', async () => {
    expect(await get(`${base}/livez`)).toMatchObject({ status: 200, text: '{"status":"ok"}' });
    const ready = await get(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.text)).toEqual({ status: 'ready', checks: { 'cache:ops-test': 'ok', transport: 'ok' } });

    transportRequestDuration.labels({ pattern: 'content.articles.list', outcome: 'ok' }).observe(0.004);
    const metrics = await get(`${base}/metrics`);
    expect(metrics.status).toBe(200);
    expect(metrics.type).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const series of [
      'transport_request_duration_seconds_bucket{le="0.005",app="comments",pattern="content.articles.list",outcome="ok"} 1',
      'nodejs_eventloop_lag_seconds{app="comments"}',
      'nodejs_heap_size_used_bytes{app="comments"}',
    ]) {
      expect(metrics.text).toContain(series);
    }
    expect(metrics.text).toContain('# TYPE nodejs_gc_duration_seconds histogram');
    expect((await get(`${base}/other`)).status).toBe(404);
  });

  it('pings its dependencies at most once a second, however often /readyz is asked', async () => {
    const admin = new Redis(redis.url);
    const pings = async () => Number(/cmdstat_ping:calls=(\d+)/.exec(await admin.info('commandstats'))?.[1] ?? 0);
    try {
      // After the last report has expired: the next /readyz checks again, once for everyone asking.
      await new Promise((resolve) => setTimeout(resolve, READINESS_CACHE_MS));
      const before = await pings();
      const started = Date.now();
      const answers = await Promise.all(Array.from({ length: 20 }, () => get(`${base}/readyz`)));
      for (let i = 0; i < 20 && Date.now() - started < READINESS_CACHE_MS / 2; i += 1) answers.push(await get(`${base}/readyz`));
      expect(answers.every((answer) => answer.status === 200)).toBe(true);
      // One round: the cache and the transport, one PING each.
      expect(await pings()).toBe(before + 2);
    } finally {
      admin.disconnect();
    }
  });

  it('is not ready while Redis is down, names why, and stays live', async () => {
    await redis.stop();
    // Within a second of the last report, which was still 'ready'.
    await eventually(async () => (await get(`${base}/readyz`)).status === 503);
    const ready = await get(`${base}/readyz`);
    expect(ready.status).toBe(503);
    const report = JSON.parse(ready.text) as { status: string; checks: Record<string, string> };
    expect(report.status).toBe('not ready');
    expect(report.checks.transport).not.toBe('ok');
    expect(report.checks['cache:ops-test']).not.toBe('ok');
    expect(await get(`${base}/livez`)).toMatchObject({ status: 200 });
  });
});

describe('cachedReadiness', () => {
  afterEach(() => jest.useRealTimers());

  it('shares one check among callers while it runs, reuses its report for the time given, then checks again', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['nextTick', 'setImmediate'] });
    let checks = 0;
    let answer!: (report: ReadinessReport) => void;
    const readiness = cachedReadiness(() => {
      checks += 1;
      return new Promise((resolve) => (answer = resolve));
    }, 1_000);
    const waiting = [readiness(), readiness(), readiness()];
    expect(checks).toBe(1);
    answer({ ready: false, checks: { transport: 'connect ECONNREFUSED' } });
    expect((await Promise.all(waiting)).map((report) => report.ready)).toEqual([false, false, false]);
    jest.setSystemTime(999);
    expect((await readiness()).ready).toBe(false);
    expect(checks).toBe(1);
    jest.setSystemTime(1_000);
    const next = readiness();
    expect(checks).toBe(2);
    answer({ ready: true, checks: { transport: 'ok' } });
    expect(await next).toEqual({ ready: true, checks: { transport: 'ok' } });
  });
});

describe('checkDependencies', () => {
  it('gives up on a dependency that hangs, naming it, and still reports the others', async () => {
    const started = Date.now();
    const report = await checkDependencies([
      { name: 'documents', ping: () => new Promise<void>(() => undefined) },
      { name: 'search', ping: async () => undefined },
    ]);
    expect(report).toEqual({ ready: false, checks: { documents: `no answer within ${DEPENDENCY_PING_TIMEOUT_MS} ms`, search: 'ok' } });
    expect(Date.now() - started).toBeLessThan(DEPENDENCY_PING_TIMEOUT_MS * 3);
  });
});
