// What transport.factory loads with require() once Redis is configured, so the embedded profile never loads ioredis.
export { RedisStreamsServer } from './redis-streams.server';
export { RedisStreamsClient } from './redis-streams.client';
