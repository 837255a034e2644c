export * from './object-store.port';
