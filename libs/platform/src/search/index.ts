export * from './search-engine.port';
export * from './search-analysis';
export * from './search-spec';
export * from './in-process-search-engine';
export * from './search.factory';
