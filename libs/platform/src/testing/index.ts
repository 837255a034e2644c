/** Helpers for tests that run real engines: temp dirs, free ports, spawned redis-server. */
export * from './temp-dir';
export * from './free-port';
export * from './redis-server';
export * from './message-caller';
export * from './sample-images';
export * from './local-s3';
