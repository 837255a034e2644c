export * from './cache-session-store';
