import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { toPlatformConfig, platformEnvSchema, type PlatformConfig } from '../config';
import { LOCAL_S3_KEY as S3RVER_KEY, freePort, makeTempDir, startLocalS3, type LocalS3, type TempDir } from '../testing';
import { FilesystemObjectStore } from './filesystem-object-store';
import { describeObjectStoreContract } from './object-store.contract';
import { createObjectStore } from './objects.factory';
import { S3ObjectStore, type S3Config } from './s3-object-store';

function configWith(env: Record<string, string>): PlatformConfig {
  return toPlatformConfig(platformEnvSchema.parse(env));
}

describe('FilesystemObjectStore', () => {
  let dir: TempDir;
  beforeAll(async () => {
    dir = await makeTempDir();
  });
  afterAll(() => dir.remove());

  describe('contract', () => {
    describeObjectStoreContract(() => FilesystemObjectStore.open(dir.path));
  });

  it('keeps each object as a plain file under <dataDir>/uploads/<key> and leaves no temp file', async () => {
    const store = await FilesystemObjectStore.open(dir.path);
    await store.put('images/plain.png', Buffer.from('plain bytes'), 'image/png');
    expect(await readFile(join(dir.path, 'uploads', 'images', 'plain.png'), 'utf8')).toBe('plain bytes');
    expect(await readdir(join(dir.path, 'uploads', '.tmp'))).toEqual([]);
  });

  it('reports a file copied in without its content type as application/octet-stream', async () => {
    const store = await FilesystemObjectStore.open(dir.path);
    await store.put('legacy/ignored.txt', Buffer.from('x'), 'text/plain');
    await writeFile(join(dir.path, 'uploads', 'legacy', 'copied.jpg'), 'jpeg bytes');
    expect(await store.stat('legacy/copied.jpg')).toMatchObject({ size: 10, contentType: 'application/octet-stream' });
    expect((await store.list('legacy/')).map((i) => i.key)).toEqual(['legacy/copied.jpg', 'legacy/ignored.txt']);
  });

  it('never lists its own bookkeeping folders', async () => {
    const store = await FilesystemObjectStore.open(dir.path);
    await store.put('visible.png', Buffer.from('v'), 'image/png');
    const keys = (await store.list()).map((i) => i.key);
    expect(keys).toContain('visible.png');
    expect(keys.filter((k) => k.startsWith('.'))).toEqual([]);
  });

  it('answers null for a key whose path runs through a file or ends at a folder', async () => {
    const store = await FilesystemObjectStore.open(dir.path);
    await store.put('folder/file.png', Buffer.from('f'), 'image/png');
    expect(await store.stat('folder')).toBeNull();
    expect(await store.get('folder')).toBeNull();
    expect(await store.stat('folder/file.png/inner')).toBeNull();
  });

  it('refuses a list prefix that climbs out of uploads', async () => {
    const store = await FilesystemObjectStore.open(dir.path);
    await expect(store.list('../')).rejects.toThrow('Unsafe object key');
  });
});

describe('S3ObjectStore against a local s3rver', () => {
  let s3: LocalS3;
  const s3Config = (bucket: string): S3Config => ({ endpoint: s3.endpoint, accessKey: S3RVER_KEY, secretKey: S3RVER_KEY, bucket });
  beforeAll(async () => {
    s3 = await startLocalS3();
  });
  afterAll(() => s3.stop());

  describe('contract', () => {
    describeObjectStoreContract(() => S3ObjectStore.connect(s3Config('labmedicin-contract')));
  });

  it('creates its bucket at start and connects again to the existing one', async () => {
    const first = await S3ObjectStore.connect(s3Config('labmedicin-created'));
    await first.put('images/a.png', Buffer.from('a'), 'image/png');
    const second = await S3ObjectStore.connect(s3Config('labmedicin-created'));
    expect(await second.stat('images/a.png')).toMatchObject({ size: 1, contentType: 'image/png' });
  });

  it('fails at start with the endpoint and reason when the credentials are wrong', async () => {
    await expect(S3ObjectStore.connect({ ...s3Config('labmedicin-denied'), accessKey: 'WRONG' })).rejects.toThrow(
      new RegExp(`^Cannot reach S3 at ${s3.endpoint}: .*Access Key`),
    );
  });
});

const externalS3 = process.env['S3_ENDPOINT'];
(externalS3 ? describe : describe.skip)(
  externalS3 ? `S3ObjectStore against S3_ENDPOINT ${externalS3}` : 'S3ObjectStore against S3_ENDPOINT (skipped: S3_ENDPOINT not set)',
  () => {
    describe('contract', () => {
      describeObjectStoreContract(() =>
        S3ObjectStore.connect({
          endpoint: externalS3 as string,
          accessKey: process.env['S3_ACCESS_KEY'] ?? '',
          secretKey: process.env['S3_SECRET_KEY'] ?? '',
          bucket: process.env['S3_BUCKET'] ?? 'labmedicin-contract',
        }),
      );
    });
  },
);

describe('createObjectStore', () => {
  it('opens files under DATA_DIR/uploads when S3_ENDPOINT is not set', async () => {
    const dir = await makeTempDir();
    try {
      const store = await createObjectStore(configWith({ DATA_DIR: dir.path }));
      expect(store).toBeInstanceOf(FilesystemObjectStore);
      await store.put('images/f.png', Buffer.from('f'), 'image/png');
      expect(await readdir(join(dir.path, 'uploads', 'images'))).toEqual(['f.png']);
    } finally {
      await dir.remove();
    }
  });

  it('opens S3 when S3_ENDPOINT is set', async () => {
    const s3 = await startLocalS3();
    try {
      const store = await createObjectStore(
        configWith({ S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY: S3RVER_KEY, S3_SECRET_KEY: S3RVER_KEY, S3_BUCKET: 'labmedicin-factory' }),
      );
      expect(store).toBeInstanceOf(S3ObjectStore);
      await store.put('images/s.png', Buffer.from('s'), 'image/png');
      expect((await store.list('images/')).map((i) => i.key)).toEqual(['images/s.png']);
    } finally {
      await s3.stop();
    }
  });

  it('fails fast, naming the endpoint, when nothing listens there', async () => {
    const endpoint = `http://127.0.0.1:${await freePort()}`;
    const started = Date.now();
    await expect(
      createObjectStore(configWith({ S3_ENDPOINT: endpoint, S3_ACCESS_KEY: 'k', S3_SECRET_KEY: 's' })),
    ).rejects.toThrow(new RegExp(`^Cannot reach S3 at ${endpoint}: connect ECONNREFUSED`));
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});
