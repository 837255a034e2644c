import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { ErrorCode } from '@labmedicin/contracts';
import { redactUrl, redisClientOptions } from '@labmedicin/platform';
import type Redis from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { ApiException } from '../common/api.exception';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

/**
 * Where the gateway's rate limits count: in memory embedded, in Redis with REDIS_URL (then shared
 * by every replica). One Redis connection for all of them.
 */
@Injectable()
export class RateLimitStore implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(RateLimitStore.name);
  private readonly redis: Redis | null;

  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig) {
    const { redis } = config.platform;
    // ioredis is loaded only with Redis: the embedded gateway counts in memory.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const RedisClient = redis ? (require('ioredis') as typeof import('ioredis')).Redis : null;
    this.redis = redis && RedisClient ? new RedisClient(redis.url, { ...redisClientOptions(redis), lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : null;
    // ioredis reconnects by itself; without a listener it would print every failed attempt.
    let lost = false;
    this.redis?.on('error', (error: Error) => {
      if (lost) return;
      lost = true;
      this.logger.warn(`Redis for the rate limits lost its connection; reconnecting: ${error.message}`);
    });
    this.redis?.on('ready', () => (lost = false));
  }

  /** A limiter of `points` per key within the configured window. */
  limiter(keyPrefix: string, points: number): RateLimiterAbstract {
    const duration = this.config.rateLimits.windowSeconds;
    return this.redis
      ? new RateLimiterRedis({ storeClient: this.redis, keyPrefix: `labmedicin:rl:${keyPrefix}`, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  }

  async onModuleInit(): Promise<void> {
    if (!this.redis) return;
    try {
      await this.redis.connect();
    } catch (error) {
      this.redis.disconnect();
      throw new Error(`Redis for the rate limits (${redactUrl(this.config.platform.redis?.url ?? '')}) is unreachable: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.redis && this.redis.status !== 'end') await this.redis.quit().catch(() => this.redis?.disconnect());
  }
}

/** A 429 of the code, with Retry-After in whole seconds. */
export function limitReached(code: ErrorCode, msBeforeNext: number): ApiException {
  const seconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new ApiException(code, {}, { 'Retry-After': String(seconds) });
}
