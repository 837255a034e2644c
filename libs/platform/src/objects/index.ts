export * from './object-store.port';
export * from './filesystem-object-store';
export * from './objects.factory';
