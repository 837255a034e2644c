export * from './search-engine.port';
