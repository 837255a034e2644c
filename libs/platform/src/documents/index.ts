export * from './document-store.port';
export { NedbDocumentStore } from './nedb-document-store';
export { createDocumentStore } from './documents.factory';
export { newObjectId } from './document-values';
export { createOncePerRequest, CREATED_BY_REQUEST } from './created-once';
