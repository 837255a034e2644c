import { TRANSPORT_NODES, type TransportNode } from '@labmedicin/contracts';
import type { PlatformConfig } from '../config';

/** Embedded profile: node n of TRANSPORT_NODES listens on TRANSPORT_PORT_BASE + n. */
export function tcpAddressOf(config: PlatformConfig, node: TransportNode): { host: string; port: number } {
  return { host: config.transport.host, port: config.transport.portBase + TRANSPORT_NODES.indexOf(node) };
}
