import type { PlatformConfig } from '../config';
import { FilesystemObjectStore } from './filesystem-object-store';
import type { ObjectStore } from './object-store.port';

/** S3 when S3_ENDPOINT is set, files under DATA_DIR/uploads otherwise; pinged before use. The S3 client is loaded only in that profile. */
export async function createObjectStore(config: PlatformConfig): Promise<ObjectStore> {
  const store = config.s3
    ? await (await import('./s3-object-store')).S3ObjectStore.connect(config.s3)
    : await FilesystemObjectStore.open(config.dataDir);
  await store.ping();
  return store;
}
