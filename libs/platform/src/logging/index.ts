export * from './request-context';
export * from './logger';
export * from './readable-log';
