import type { RedisOptions } from 'ioredis';
import type { RedisEndpoint } from './config';

/**
 * What ioredis needs beside REDIS_URL to reach the endpoint: nothing for one server, the sentinels
 * and the master group's name with Sentinel (then the URL gives only credentials, database and TLS,
 * and a `rediss://` URL reaches the sentinels over TLS too).
 */
export function redisClientOptions(endpoint: RedisEndpoint): RedisOptions {
  if (!endpoint.sentinel) return {};
  const { sentinels, name, password } = endpoint.sentinel;
  return {
    sentinels,
    name,
    ...(password ? { sentinelPassword: password } : {}),
    ...(endpoint.url.startsWith('rediss:') ? { enableTLSForSentinelMode: true } : {}),
  };
}
