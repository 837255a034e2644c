import type { LoggerService } from '@nestjs/common';
import Redis from 'ioredis';
import { redisClientOptions, type RedisEndpoint } from '../../config';
import { reasonOf, redactUrl } from '../../errors';

/** REDIS_URL is set but Redis does not answer: the node must not start (no fallback to TCP). */
class RedisUnreachableError extends Error {
  /** The socket error's code (ECONNREFUSED, ...), so callers map it as an unavailable dependency. */
  readonly code?: string;

  constructor(url: string, cause: unknown) {
    super(`Cannot reach Redis at ${redactUrl(url)}: ${reasonOf(cause)}`);
    this.code = (cause as NodeJS.ErrnoException | undefined)?.code;
  }
}

/**
 * A connection that opens only when connectOrFail is called. A first connect that fails ends it
 * (the caller reports it); once it has been up it reconnects on its own after a Redis restart,
 * and logs each failed attempt instead of crashing the node.
 */
export function createRedisConnection(endpoint: RedisEndpoint, logger: LoggerService): Redis {
  const { url } = endpoint;
  let connectedOnce = false;
  const redis = new Redis(url, {
    ...redisClientOptions(endpoint),
    lazyConnect: true,
    retryStrategy: (attempt) => (connectedOnce ? Math.min(attempt * 100, 2_000) : null),
  });
  redis.once('ready', () => (connectedOnce = true));
  redis.on('error', (error: Error) => {
    if (connectedOnce) logger.warn(`Redis at ${redactUrl(url)}: ${error.message}`);
  });
  return redis;
}

/** Opens the connection or throws `Cannot reach Redis at <url>: <reason>` at once. */
export async function connectOrFail(redis: Redis, url: string): Promise<void> {
  // ioredis rejects connect() with a bare "Connection is closed."; the reason comes as an event.
  let reason: unknown;
  const remember = (error: Error) => {
    reason ??= error;
  };
  redis.on('error', remember);
  try {
    await redis.connect();
  } catch (error) {
    throw new RedisUnreachableError(url, reason ?? error);
  } finally {
    redis.off('error', remember);
  }
}

/** QUIT when up (pending replies are flushed first); otherwise just stop reconnecting. */
export async function closeConnection(redis: Redis): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else if (redis.status !== 'end') {
    redis.disconnect();
  }
}
