import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { redisClientOptions, type RedisEndpoint } from '../config';
import { reasonOf } from '../errors';
import { assertCacheOptions, decodeCacheValue, encodeCacheValue, resolveTtlMs } from './cache-entries';
import type { Cache, CacheOptions } from './cache.port';

const CONNECT_TIMEOUT_MS = 5_000;
/**
 * A lost connection is waited for this long (a restart, a failover), then every call fails at
 * once until it is back: a page must not wait seconds of reconnects for a cache it can do without.
 */
const WAIT_FOR_RECONNECT_MS = 1_000;
/** Keys UNLINKed per SCAN batch in deleteByPrefix. */
const SCAN_BATCH = 500;

/**
 * replace in one step inside Redis: the stored JSON is compared with the expected one and
 * overwritten with KEEPTTL, so no other client's write or delete can fall between the two.
 */
const REPLACE_IF_UNCHANGED = `
if redis.call('GET', KEYS[1]) ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[2], 'KEEPTTL')
return 1`;

interface ReplacingRedis extends Redis {
  replaceIfUnchanged(key: string, expected: string, next: string): Promise<number>;
}

/**
 * The production cache: one Redis shared by every replica. Keys are `labmedicin:<namespace>:<key>`
 * so several caches (and the transport's streams) share a database without meeting.
 */
export class RedisCache implements Cache {
  private readonly keyPrefix: string;
  /** When the connection was lost; undefined while it is up. */
  private lostAt?: number;

  private constructor(
    private readonly redis: ReplacingRedis,
    private readonly options: CacheOptions,
    private readonly url: string,
  ) {
    this.keyPrefix = `labmedicin:${options.namespace}:`;
    redis.on('close', () => (this.lostAt ??= Date.now()));
    redis.on('ready', () => (this.lostAt = undefined));
  }

  /** The connection, or at once an error when it has been gone for longer than WAIT_FOR_RECONNECT_MS. */
  private get connection(): ReplacingRedis {
    if (this.lostAt !== undefined && this.redis.status !== 'ready' && Date.now() - this.lostAt > WAIT_FOR_RECONNECT_MS) {
      throw new Error(`Redis at ${this.url} is unreachable (reconnecting)`);
    }
    return this.redis;
  }

  /**
   * Connects once, without retrying: a Redis that is not there at start fails the start with its
   * URL and the reason. Once connected, a lost connection is retried with backoff and logged.
   */
  static async connect(endpoint: RedisEndpoint, options: CacheOptions, logger: Logger): Promise<RedisCache> {
    assertCacheOptions(options);
    const { url } = endpoint;
    let connected = false;
    const redis = new Redis(url, {
      ...redisClientOptions(endpoint),
      lazyConnect: true,
      connectTimeout: CONNECT_TIMEOUT_MS,
      // A command waits for at most two reconnects, then fails instead of queueing forever.
      maxRetriesPerRequest: 2,
      retryStrategy: (attempt) => (connected ? Math.min(attempt * 200, 2_000) : null),
    });
    // connect() itself rejects with a bare "Connection is closed."; the cause arrives as an event.
    let cause: unknown;
    const rememberCause = (error: unknown) => {
      cause = error;
    };
    redis.on('error', rememberCause);
    try {
      await redis.connect();
    } catch (error) {
      // Usually already ended (no retries at start); disconnecting an ended client would leave a
      // 2 s timer behind for a socket that is gone.
      if (redis.status !== 'end') redis.disconnect();
      throw new Error(`Cannot reach Redis at ${withoutPassword(url)}: ${reasonOf(cause ?? error)}`);
    }
    connected = true;
    redis.off('error', rememberCause);
    watchConnection(redis, logger, withoutPassword(url));
    // Sent by its SHA (EVALSHA), the script's text only when Redis does not know it yet.
    redis.defineCommand('replaceIfUnchanged', { numberOfKeys: 1, lua: REPLACE_IF_UNCHANGED });
    return new RedisCache(redis as ReplacingRedis, options, withoutPassword(url));
  }

  async get<T>(key: string): Promise<T | undefined> {
    return decodeCacheValue<T>(await this.connection.get(this.keyPrefix + key));
  }

  async set<T>(key: string, value: T, ttlMs?: number): Promise<void> {
    await this.connection.set(this.keyPrefix + key, encodeCacheValue(key, value), 'PX', resolveTtlMs(ttlMs, this.options));
  }

  async touch(key: string, ttlMs?: number): Promise<boolean> {
    return (await this.connection.pexpire(this.keyPrefix + key, resolveTtlMs(ttlMs, this.options))) === 1;
  }

  async replace<T>(key: string, expected: T, next: T): Promise<boolean> {
    return (await this.connection.replaceIfUnchanged(this.keyPrefix + key, encodeCacheValue(key, expected), encodeCacheValue(key, next))) === 1;
  }

  async delete(key: string): Promise<void> {
    await this.connection.unlink(this.keyPrefix + key);
  }

  /** SCAN + UNLINK: walks the keyspace in batches and frees memory in the background, never blocking Redis. */
  async deleteByPrefix(prefix: string): Promise<void> {
    const match = `${escapeGlob(this.keyPrefix + prefix)}*`;
    for await (const keys of this.connection.scanStream({ match, count: SCAN_BATCH }) as AsyncIterable<string[]>) {
      if (keys.length > 0) await this.redis.unlink(...keys);
    }
  }

  async ping(): Promise<void> {
    await this.connection.ping();
  }

  /** QUIT when connected; while Redis is away, just stop reconnecting, so a stop never waits for it. */
  async close(): Promise<void> {
    if (this.redis.status === 'ready') await this.redis.quit().catch(() => this.redis.disconnect());
    else this.redis.disconnect();
  }
}

/** Logs when an established connection drops and when it is back, not every retry between. */
function watchConnection(redis: Redis, logger: Logger, url: string): void {
  let lost = false;
  redis.on('error', (error: unknown) => {
    if (lost) return;
    lost = true;
    logger.warn({ url, reason: reasonOf(error) }, 'Redis connection lost; reconnecting');
  });
  redis.on('ready', () => {
    if (!lost) return;
    lost = false;
    logger.info({ url }, 'Redis connection restored');
  });
}

/** SCAN MATCH is a glob; a prefix must match itself literally. */
function escapeGlob(text: string): string {
  return text.replace(/[\\*?[\]]/g, '\\$&');
}

/**
 * Unlike redactUrl, keeps a masked password in view (`redis://:***@host`), so the message still
 * shows that REDIS_URL carries one.
 */
function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString().replace(/\/$/, '');
}
