import type { PlatformConfig } from '../config';
import { createLogger } from '../logging';
import type { Cache, CacheOptions } from './cache.port';
import { LruCache } from './lru-cache';

/** Redis when REDIS_URL is set (ioredis loaded only then), an in-process LRU otherwise; pinged before use. */
export async function createCache(config: PlatformConfig, options: CacheOptions): Promise<Cache> {
  const cache = config.redis
    ? await (await import('./redis-cache')).RedisCache.connect(config.redis, options, createLogger(`cache:${options.namespace}`, config.logLevel))
    : new LruCache(options);
  await cache.ping();
  return cache;
}
