import { ClientProxyFactory, Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { TransportNode } from '@labmedicin/contracts';
import type { PlatformConfig, RedisEndpoint } from '../config';
import { CatalogueTcpServer } from './catalogue-tcp-server';
import { FramedSocket } from './framed-socket';
import { TransportClients } from './service-clients';
import { tcpAddressOf } from './transport-nodes';

/**
 * Our Redis Streams transport with ioredis, loaded only when the profile uses it: the embedded
 * processes talk TCP and would otherwise carry ioredis for nothing.
 */
function redisStreams(): typeof import('./redis-streams') {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return require('./redis-streams');
}

/** How a node listens: NestJS TCP embedded, our Redis Streams strategy in production. */
export function serverOptionsFor(config: PlatformConfig, node: TransportNode): MicroserviceOptions {
  const redis = redisTransport(config);
  if (redis) return { strategy: new (redisStreams().RedisStreamsServer)({ redis, node }) };
  return { strategy: new CatalogueTcpServer({ ...tcpAddressOf(config, node), socketClass: FramedSocket }) };
}

/** The ServiceClient and EventPublisher a node uses to reach the others. */
export function createTransportClients(config: PlatformConfig, self: TransportNode): TransportClients {
  const timeoutMs = config.transport.requestTimeoutMs;
  const timings = { requestTimeoutMs: timeoutMs, serviceTimeoutMs: config.transport.serviceTimeoutMs };
  const redis = redisTransport(config);
  if (redis) {
    const { RedisStreamsClient } = redisStreams();
    return new TransportClients(
      self,
      (node) => new RedisStreamsClient({ redis, self, target: node, timeoutMs }),
      timings,
      // One XADD to the events stream reaches every subscribing node.
      new RedisStreamsClient({ redis, self, target: null, timeoutMs }),
    );
  }
  return new TransportClients(
    self,
    (node) => ClientProxyFactory.create({ transport: Transport.TCP, options: { ...tcpAddressOf(config, node), socketClass: FramedSocket } }),
    timings,
  );
}

function redisTransport(config: PlatformConfig): RedisEndpoint | null {
  return config.transport.kind === 'redis' ? config.redis : null;
}
