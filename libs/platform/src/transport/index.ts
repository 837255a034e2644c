export * from './transport-nodes';
export * from './transport-errors';
export * from './service-clients';
export * from './transport.factory';
export * from './service-exception.filter';
export * from './bootstrap-service';
export * from './message-handlers';
