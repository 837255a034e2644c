import type { Readable } from 'node:stream';

/**
 * The objects port: uploaded images and avatars. Files under DATA_DIR/uploads embedded,
 * MinIO or any S3 in production. Keys are slash-separated relative paths like `images/ab12.png`.
 */
export interface StoredObjectInfo {
  key: string;
  size: number;
  contentType: string;
  lastModified: Date;
}

export interface ObjectStore {
  put(key: string, body: Buffer, contentType: string): Promise<StoredObjectInfo>;
  /** A file's bytes, streamed from disk: for objects too large to hold in memory (backup archives). */
  putFile(key: string, path: string, contentType: string): Promise<StoredObjectInfo>;
  /** The object's bytes as a stream with its info, or null when there is no such key. */
  get(key: string): Promise<{ info: StoredObjectInfo; body: Readable } | null>;
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Deleting a missing key is not an error. */
  delete(key: string): Promise<void>;
  list(prefix?: string): Promise<StoredObjectInfo[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Keys come from our own code, but a key that escapes its folder is refused in every adapter. */
export function assertSafeObjectKey(key: string): void {
  if (!/^[A-Za-z0-9][A-Za-z0-9._/-]*$/.test(key) || key.split('/').some((p) => p === '..' || p === '')) {
    throw new Error(`Unsafe object key: ${key}`);
  }
}
