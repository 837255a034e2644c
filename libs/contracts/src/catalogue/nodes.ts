export const SERVICE_NAMES = ['auth-users', 'content', 'media', 'comments'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Everything that listens on the transport: the four services and the gateway (for events). */
export const TRANSPORT_NODES = ['gateway', ...SERVICE_NAMES] as const;
export type TransportNode = (typeof TRANSPORT_NODES)[number];
