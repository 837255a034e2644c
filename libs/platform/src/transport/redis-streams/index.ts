export type { RedisStreamsClientOptions, RedisStreamsServerOptions, RedisStreamsTuning } from './redis-streams.options';
export { RedisStreamsServer } from './redis-streams.server';
export { RedisStreamsClient } from './redis-streams.client';
export { RedisUnreachableError } from './redis-connection';
