export * from './service-error';
export * from './unreachable';
