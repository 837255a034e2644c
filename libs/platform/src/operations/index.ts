export * from './metrics';
export * from './probes';
export * from './readiness';
export * from './operations-server';
export * from './launcher';
