import { Client } from 'minio';
import type { Readable } from 'node:stream';
import type { PlatformConfig } from '../config';
import { reasonOf, redactUrl } from '../errors';
import { assertSafeObjectKey, type ObjectStore, type StoredObjectInfo } from './object-store.port';

export type S3Config = NonNullable<PlatformConfig['s3']>;

/** minio has no request timeout; a start against an endpoint that never answers must still end. */
const START_TIMEOUT_MS = 10_000;
/** S3 listings carry no content type, so list() stats each object, this many at a time. */
const LIST_STAT_CONCURRENCY = 16;
const UNKNOWN_CONTENT_TYPE = 'application/octet-stream';

/** The production objects adapter: one bucket of MinIO or any S3, addressed path-style. */
export class S3ObjectStore implements ObjectStore {
  private constructor(
    private readonly client: Client,
    private readonly bucket: string,
  ) {}

  /** Connects and creates the bucket when it is missing; any failure names the endpoint. */
  static async connect(s3: S3Config): Promise<S3ObjectStore> {
    const store = new S3ObjectStore(createClient(s3), s3.bucket);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
    });
    try {
      await Promise.race([store.ensureBucket(), timeout]);
    } catch (error) {
      throw new Error(`Cannot reach S3 at ${redactUrl(s3.endpoint)}: ${reasonOf(error)}`);
    } finally {
      clearTimeout(timer);
    }
    return store;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<StoredObjectInfo> {
    assertSafeObjectKey(key);
    await this.client.putObject(this.bucket, key, body, body.length, { 'Content-Type': contentType });
    // The server's clock decides lastModified; stat so put and a later stat agree.
    const info = await this.stat(key);
    if (!info) throw new Error(`S3 object ${key} was not found right after it was written`);
    return info;
  }

  async putFile(key: string, path: string, contentType: string): Promise<StoredObjectInfo> {
    assertSafeObjectKey(key);
    // minio uploads a large file in parts, reading it as it goes.
    await this.client.fPutObject(this.bucket, key, path, { 'Content-Type': contentType });
    const info = await this.stat(key);
    if (!info) throw new Error(`S3 object ${key} was not found right after it was written`);
    return info;
  }

  async get(key: string): Promise<{ info: StoredObjectInfo; body: Readable } | null> {
    assertSafeObjectKey(key);
    const info = await this.stat(key);
    if (!info) return null;
    const body = await this.client.getObject(this.bucket, key).catch(nullWhenMissing);
    return body ? { info, body } : null;
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    assertSafeObjectKey(key);
    const stat = await this.client.statObject(this.bucket, key).catch(nullWhenMissing);
    if (!stat) return null;
    const contentType = stat.metaData['content-type'];
    return {
      key,
      size: stat.size,
      contentType: typeof contentType === 'string' ? contentType : UNKNOWN_CONTENT_TYPE,
      lastModified: stat.lastModified,
    };
  }

  async delete(key: string): Promise<void> {
    assertSafeObjectKey(key);
    await this.client.removeObject(this.bucket, key);
  }

  async list(prefix = ''): Promise<StoredObjectInfo[]> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      if (item.name) keys.push(item.name);
    }
    const infos: (StoredObjectInfo | null)[] = [];
    for (let i = 0; i < keys.length; i += LIST_STAT_CONCURRENCY) {
      infos.push(...(await Promise.all(keys.slice(i, i + LIST_STAT_CONCURRENCY).map((key) => this.stat(key)))));
    }
    // An object deleted between the listing and its stat is simply not listed.
    return infos.filter((info): info is StoredObjectInfo => info !== null).sort((a, b) => (a.key < b.key ? -1 : 1));
  }

  async ping(): Promise<void> {
    if (!(await this.client.bucketExists(this.bucket))) throw new Error(`S3 bucket ${this.bucket} does not exist`);
  }

  async close(): Promise<void> {
    // The minio client keeps no connection of its own beyond the shared HTTP agent.
  }

  private async ensureBucket(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket);
    } catch (error) {
      // Another replica starting at the same moment may have created it first.
      if ((error as { code?: string }).code !== 'BucketAlreadyOwnedByYou') throw error;
    }
  }
}

function createClient(s3: S3Config): Client {
  const url = new URL(s3.endpoint);
  const useSSL = url.protocol === 'https:';
  return new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: s3.accessKey,
    secretKey: s3.secretKey,
    // MinIO and most self-hosted S3 servers have no per-bucket DNS names.
    pathStyle: true,
  });
}

function nullWhenMissing(error: unknown): null {
  const code = (error as { code?: string }).code;
  if (code === 'NotFound' || code === 'NoSuchKey') return null;
  throw error;
}
