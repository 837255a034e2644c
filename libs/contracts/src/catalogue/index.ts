export * from './nodes';
export * from './message';
export * from './catalogue';
