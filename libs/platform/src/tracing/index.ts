export * from './tracing';
export * from './traced-adapter';
