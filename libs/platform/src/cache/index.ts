export * from './cache.port';
export * from './lru-cache';
export * from './cache.factory';
