export * from './config';
export * from './redis-client-options';
