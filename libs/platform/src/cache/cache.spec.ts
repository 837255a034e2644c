import { Redis } from 'ioredis';
import { platformEnvSchema, toPlatformConfig, type PlatformConfig } from '../config';
import { createLogger } from '../logging';
import { freePort, hasRedisServer, startRedisServer, type RedisServerHandle } from '../testing';
import { describeCacheContract } from './cache.contract';
import { createCache } from './cache.factory';
import type { CacheOptions } from './cache.port';
import { LruCache } from './lru-cache';
import { RedisCache } from './redis-cache';

const silent = createLogger('cache-test', 'silent');
const options = (namespace: string, overrides: Partial<CacheOptions> = {}): CacheOptions => ({
  namespace,
  maxEntries: 100,
  defaultTtlMs: 60_000,
  ...overrides,
});
const configWith = (env: Record<string, string>): PlatformConfig => toPlatformConfig(platformEnvSchema.parse(env));

describe('LruCache', () => {
  describe('contract', () => {
    describeCacheContract(async (o) => new LruCache(o));
  });

  it('holds at most maxEntries, evicting the least recently used first', async () => {
    const cache = new LruCache(options('bounded', { maxEntries: 3 }));
    await cache.set('a', 1);
    await cache.set('b', 2);
    await cache.set('c', 3);
    await cache.get('a'); // now b is the least recently used
    await cache.set('d', 4);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBe(1);
    expect(await cache.get('c')).toBe(3);
    expect(await cache.get('d')).toBe(4);
  });
});

const withRedis = hasRedisServer();
(withRedis ? describe : describe.skip)(
  withRedis ? 'RedisCache against a spawned redis-server' : 'RedisCache (skipped: no redis-server binary on PATH)',
  () => {
    let server: RedisServerHandle;
    let raw: Redis;
    beforeAll(async () => {
      server = await startRedisServer();
      raw = new Redis(server.url);
    });
    afterAll(async () => {
      raw?.disconnect();
      await server?.stop();
    });

    describe('contract', () => {
      describeCacheContract((o) => RedisCache.connect({ url: server.url, sentinel: null }, o, silent));
    });

    it('stores JSON under labmedicin:<namespace>:<key> with a PX TTL', async () => {
      const cache = await RedisCache.connect({ url: server.url, sentinel: null }, options('http'), silent);
      try {
        await cache.set('article:b-glukos', { title: 'B-Glukos' }, 30_000);
        expect(await raw.get('labmedicin:http:article:b-glukos')).toBe('{"title":"B-Glukos"}');
        const ttl = await raw.pttl('labmedicin:http:article:b-glukos');
        expect(ttl).toBeGreaterThan(25_000);
        expect(ttl).toBeLessThanOrEqual(30_000);
      } finally {
        await cache.close();
      }
    });

    it('shares entries between two clients of one namespace, as gateway replicas do', async () => {
      const replicaA = await RedisCache.connect({ url: server.url, sentinel: null }, options('shared'), silent);
      const replicaB = await RedisCache.connect({ url: server.url, sentinel: null }, options('shared'), silent);
      try {
        await replicaA.set('tag-counts', { blod: 4 });
        expect(await replicaB.get('tag-counts')).toEqual({ blod: 4 });
        await replicaB.deleteByPrefix('tag-');
        expect(await replicaA.get('tag-counts')).toBeUndefined();
      } finally {
        await Promise.all([replicaA.close(), replicaB.close()]);
      }
    });

    it('leaves keys outside its namespace alone when deleting by prefix', async () => {
      await raw.set('labmedicin-other', 'x');
      await raw.set('labmedicin:transport:stream', 'y');
      const cache = await RedisCache.connect({ url: server.url, sentinel: null }, options('scoped'), silent);
      try {
        await cache.set('k', 1);
        await cache.deleteByPrefix('');
        expect(await cache.get('k')).toBeUndefined();
        expect(await raw.get('labmedicin-other')).toBe('x');
        expect(await raw.get('labmedicin:transport:stream')).toBe('y');
      } finally {
        await cache.close();
      }
    });

    it('fails each call at once once Redis has been away for a second, and works again when it is back', async () => {
      let own = await startRedisServer();
      const cache = await RedisCache.connect({ url: own.url, sentinel: null }, options('outage'), silent);
      try {
        await cache.set('k', 1);
        await own.stop();
        const deadline = Date.now() + 10_000;
        let failedAtOnce = false;
        while (!failedAtOnce && Date.now() < deadline) {
          const started = Date.now();
          const failed = await cache.get('k').then(
            () => false,
            () => true,
          );
          failedAtOnce = failed && Date.now() - started < 100;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(failedAtOnce).toBe(true);
        await expect(cache.get('k')).rejects.toThrow(`Redis at ${own.url} is unreachable (reconnecting)`);

        own = await startRedisServer(own.port);
        const back = Date.now() + 10_000;
        let answered = false;
        while (!answered && Date.now() < back) {
          answered = await cache.set('k', 2).then(
            () => true,
            () => false,
          );
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await cache.get('k')).toBe(2);
      } finally {
        await cache.close();
        await own.stop();
      }
    });

    it('is created by createCache when REDIS_URL is set', async () => {
      const cache = await createCache(configWith({ REDIS_URL: server.url }), options('factory'));
      try {
        expect(cache).toBeInstanceOf(RedisCache);
        await cache.set('k', 'v');
        expect(await raw.get('labmedicin:factory:k')).toBe('"v"');
      } finally {
        await cache.close();
      }
    });
  },
);

describe('createCache', () => {
  it('is an in-process LRU when REDIS_URL is not set', async () => {
    const cache = await createCache(configWith({}), options('embedded'));
    expect(cache).toBeInstanceOf(LruCache);
  });

  it('fails fast, naming the URL and the reason, when nothing listens at REDIS_URL', async () => {
    const url = `redis://127.0.0.1:${await freePort()}`;
    const started = Date.now();
    await expect(createCache(configWith({ REDIS_URL: url }), options('unreachable'))).rejects.toThrow(
      new RegExp(`^Cannot reach Redis at ${url}: connect ECONNREFUSED`),
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('keeps a password in REDIS_URL out of the message', async () => {
    const url = `redis://:s3cret@127.0.0.1:${await freePort()}`;
    const failure = await createCache(configWith({ REDIS_URL: url }), options('unreachable')).catch((e: Error) => e);
    expect(String(failure)).toMatch(/Cannot reach Redis at redis:\/\/:\*\*\*@127\.0\.0\.1/);
    expect(String(failure)).not.toContain('s3cret');
  });
});
