export * from './cache.port';
