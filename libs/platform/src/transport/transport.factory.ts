import { ClientProxyFactory, Transport, type MicroserviceOptions } from '@nestjs/microservices';
import type { TransportNode } from '@labmedicin/contracts';
import type { PlatformConfig } from '../config';
import { TransportClients } from './service-clients';
import { tcpAddressOf } from './transport-nodes';

/** How a node listens: NestJS TCP embedded, our Redis Streams strategy in production. */
export function serverOptionsFor(config: PlatformConfig, node: TransportNode): MicroserviceOptions {
  return { transport: Transport.TCP, options: tcpAddressOf(config, node) };
}

/** The ServiceClient and EventPublisher a node uses to reach the others. */
export function createTransportClients(config: PlatformConfig, self: TransportNode): TransportClients {
  return new TransportClients(
    self,
    (node) => ClientProxyFactory.create({ transport: Transport.TCP, options: tcpAddressOf(config, node) }),
    config.transport.requestTimeoutMs,
  );
}
