import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { INestApplicationContext } from '@nestjs/common';
import { platformEnvSchema, toPlatformConfig } from '../config';
import { PlatformModule } from '../platform.module';
import { freePort, hasRedisServer, startRedisServer, type RedisServerHandle } from '../testing';
import { checkDependencies, DEPENDENCY_PING_TIMEOUT_MS } from './readiness';
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

  it('is not ready while Redis is down, names why, and stays live', async () => {
    await redis.stop();
    const ready = await get(`${base}/readyz`);
    expect(ready.status).toBe(503);
    const report = JSON.parse(ready.text) as { status: string; checks: Record<string, string> };
    expect(report.status).toBe('not ready');
    expect(report.checks.transport).not.toBe('ok');
    expect(report.checks['cache:ops-test']).not.toBe('ok');
    expect(await get(`${base}/livez`)).toMatchObject({ status: 200 });
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
