export * from './mail.port';
export * from './mail.config';
export * from './mail.factory';
