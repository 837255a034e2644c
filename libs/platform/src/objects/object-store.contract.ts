import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectStore } from './object-store.port';

/**
 * The behaviour every ObjectStore adapter must have. Each test works under its own random key
 * prefix, so the suite also runs against a shared bucket that holds other objects.
 */
export function describeObjectStoreContract(open: () => Promise<ObjectStore>): void {
  let store: ObjectStore;
  const runPrefix = `contract-${randomUUID()}`;
  let testPrefix: string;

  beforeAll(async () => {
    store = await open();
  });
  beforeEach(() => {
    testPrefix = `${runPrefix}/${randomUUID().slice(0, 8)}/`;
  });
  afterAll(async () => {
    if (!store) return;
    for (const info of await store.list(`${runPrefix}/`)) await store.delete(info.key);
    await store.close();
  });

  const keyOf = (name: string): string => `${testPrefix}${name}`;

  it('returns from put the same info that stat returns later', async () => {
    const key = keyOf('images/scan.png');
    const before = Date.now();
    const put = await store.put(key, Buffer.from('png bytes'), 'image/png');
    expect(put).toMatchObject({ key, size: 9, contentType: 'image/png' });
    // S3 keeps whole seconds, and the server's clock may differ a little from ours.
    expect(Math.abs(put.lastModified.getTime() - before)).toBeLessThan(60_000);
    expect(await store.stat(key)).toEqual(put);
  });

  it('stores a file from disk as put stores bytes', async () => {
    const key = keyOf('backups/archive.tar.gz');
    const bytes = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    const folder = await mkdtemp(join(tmpdir(), 'object-store-'));
    try {
      await writeFile(join(folder, 'archive.tar.gz'), bytes);
      const put = await store.putFile(key, join(folder, 'archive.tar.gz'), 'application/gzip');
      expect(put).toMatchObject({ key, size: bytes.length, contentType: 'application/gzip' });
      const found = await store.get(key);
      expect(found && (await readAll(found.body))).toEqual(bytes);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });

  it('streams back exactly the bytes and content type it was given', async () => {
    const key = keyOf('avatars/a.webp');
    const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    await store.put(key, bytes, 'image/webp');
    const found = await store.get(key);
    expect(found?.info).toMatchObject({ key, size: 256, contentType: 'image/webp' });
    expect(await readAll(found!.body)).toEqual(bytes);
  });

  it('round-trips an object of a few megabytes', async () => {
    const key = keyOf('images/large.jpg');
    const bytes = Buffer.alloc(3 * 1024 * 1024 + 7);
    for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
    await store.put(key, bytes, 'image/jpeg');
    const found = await store.get(key);
    expect(found?.info.size).toBe(bytes.length);
    expect((await readAll(found!.body)).equals(bytes)).toBe(true);
  });

  it('answers null for a key that was never written', async () => {
    expect(await store.get(keyOf('missing.png'))).toBeNull();
    expect(await store.stat(keyOf('missing.png'))).toBeNull();
  });

  it('replaces bytes and content type when a key is written again', async () => {
    const key = keyOf('images/replaced');
    await store.put(key, Buffer.from('first version'), 'image/png');
    await store.put(key, Buffer.from('second'), 'image/gif');
    const found = await store.get(key);
    expect(found?.info).toMatchObject({ size: 6, contentType: 'image/gif' });
    expect((await readAll(found!.body)).toString()).toBe('second');
  });

  it('deletes an object, and deleting a missing key is not an error', async () => {
    const key = keyOf('images/gone.png');
    await store.put(key, Buffer.from('x'), 'image/png');
    await store.delete(key);
    expect(await store.stat(key)).toBeNull();
    expect(await store.get(key)).toBeNull();
    await expect(store.delete(key)).resolves.toBeUndefined();
  });

  it('lists the objects under a prefix, sorted by key, with their info', async () => {
    await store.put(keyOf('images/b.png'), Buffer.from('bb'), 'image/png');
    await store.put(keyOf('images/a.jpg'), Buffer.from('a'), 'image/jpeg');
    await store.put(keyOf('images/nested/c.gif'), Buffer.from('ccc'), 'image/gif');
    await store.put(keyOf('avatars/d.png'), Buffer.from('dddd'), 'image/png');

    const images = await store.list(keyOf('images/'));
    expect(images.map((i) => [i.key, i.size, i.contentType])).toEqual([
      [keyOf('images/a.jpg'), 1, 'image/jpeg'],
      [keyOf('images/b.png'), 2, 'image/png'],
      [keyOf('images/nested/c.gif'), 3, 'image/gif'],
    ]);
    // Not instanceof: fs hands out Dates of another realm than jest's.
    expect(images.every((i) => Number.isFinite(i.lastModified.getTime()))).toBe(true);
    // A prefix need not end at a folder boundary.
    expect((await store.list(keyOf('images/b'))).map((i) => i.key)).toEqual([keyOf('images/b.png')]);
    expect((await store.list(testPrefix)).map((i) => i.key)).toEqual([
      keyOf('avatars/d.png'),
      keyOf('images/a.jpg'),
      keyOf('images/b.png'),
      keyOf('images/nested/c.gif'),
    ]);
    expect(await store.list(keyOf('nothing-here/'))).toEqual([]);
  });

  it('lists every object when no prefix is given', async () => {
    await store.put(keyOf('x.png'), Buffer.from('x'), 'image/png');
    const keys = (await store.list()).map((i) => i.key);
    expect(keys).toContain(keyOf('x.png'));
  });

  it.each(['../escape.png', '/etc/passwd', 'images/../../escape', 'images//double', '.hidden', 'images/', ''])(
    'refuses the unsafe key %j in every method',
    async (key) => {
      await expect(store.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow('Unsafe object key');
      await expect(store.get(key)).rejects.toThrow('Unsafe object key');
      await expect(store.stat(key)).rejects.toThrow('Unsafe object key');
      await expect(store.delete(key)).rejects.toThrow('Unsafe object key');
    },
  );

  it('answers ping while it is open', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
  });
}

async function readAll(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
