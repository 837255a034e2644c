export * from './archive-endpoint';
export * from './archive-handlers';
