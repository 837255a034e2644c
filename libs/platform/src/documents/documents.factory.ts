import { join } from 'node:path';
import type { PlatformConfig } from '../config';
import type { DocumentStore } from './document-store.port';
import { NedbDocumentStore } from './nedb-document-store';

// Each engine's adapter (and its client library) is loaded only when its profile is chosen: mongoose
// alone adds about 30 MB to every embedded process that never talks to MongoDB.

/**
 * The document store of one service for the profile in the config: MongoDB (database
 * `<MONGO_DATABASE_PREFIX>-<service>`) when MONGO_URL is set, otherwise NeDB files under `<DATA_DIR>/<service>`.
 * It is pinged before it is handed out, so an unreachable store fails the start-up by name.
 */
export async function createDocumentStore(config: PlatformConfig, service: string): Promise<DocumentStore> {
  const store = config.mongo
    ? await (await import('./mongo-document-store')).MongoDocumentStore.connect(config.mongo.url, service, config.mongo.databasePrefix)
    : await NedbDocumentStore.open(join(config.dataDir, service)).catch((error: unknown) => {
        throw new Error(`Cannot open the NeDB data folder ${join(config.dataDir, service)}: ${error instanceof Error ? error.message : String(error)}`);
      });
  try {
    await store.ping();
  } catch (error) {
    await store.close();
    throw error;
  }
  return store;
}
