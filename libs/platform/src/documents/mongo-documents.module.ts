import type { DynamicModule } from '@nestjs/common';
import type { Connection } from 'mongoose';
import type { PlatformConfig } from '../config';
import type { DocumentStore } from './document-store.port';

/** How often MongooseModule tries again to connect at start, and how long it waits in between. */
const CONNECT_RETRIES = 2;
const CONNECT_RETRY_DELAY_MS = 1_000;

/**
 * The documents port of a service over MongoDB, in Nest: MongooseModule opens the service's named
 * connection (database `<prefix>-<service>`), retrying a few times at start, and closes it at
 * shutdown; the adapter only uses it. Loaded only in the MongoDB profile, like mongoose itself.
 */
export function mongoDocumentsFor(
  mongo: NonNullable<PlatformConfig['mongo']>,
  service: string,
): { module: DynamicModule; connectionToken: string; storeOver(connection: Connection): DocumentStore } {
  /* eslint-disable @typescript-eslint/no-require-imports -- mongoose is loaded only when MONGO_URL is set */
  const { MongooseModule, getConnectionToken } = require('@nestjs/mongoose') as typeof import('@nestjs/mongoose');
  const { MongoDocumentStore, mongoConnectionOptions, mongoUnreachable } = require('./mongo-document-store') as typeof import('./mongo-document-store');
  /* eslint-enable @typescript-eslint/no-require-imports */
  return {
    module: MongooseModule.forRootAsync({
      connectionName: service,
      useFactory: () => ({
        uri: mongo.url,
        ...mongoConnectionOptions(service, mongo.databasePrefix),
        retryAttempts: CONNECT_RETRIES,
        retryDelay: CONNECT_RETRY_DELAY_MS,
        connectionErrorFactory: (error) => mongoUnreachable(mongo.url, error) as typeof error,
      }),
    }),
    connectionToken: getConnectionToken(service),
    storeOver: (connection) => MongoDocumentStore.over(connection, mongo.url),
  };
}
