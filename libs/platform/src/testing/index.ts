/** Helpers for tests that run real engines and services: temp dirs, free ports, spawned redis-server, a started service and its callers. */
export * from './temp-dir';
export * from './free-port';
export * from './redis-server';
export * from './mailpit';
export * from './message-caller';
export * from './sample-images';
export * from './local-s3';
export * from './service';
export * from './seeded-content';
export * from './engine-variables';
