import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { platformEnvSchema, toPlatformConfig, type PlatformConfig } from '../config';
import { freePort, makeTempDir, type TempDir } from '../testing';
import { createDocumentStore } from './documents.factory';
import type { StoredDocument } from './document-store.port';
import { NedbDocumentStore } from './nedb-document-store';

interface Comment extends StoredDocument {
  body: string;
}

describe('createDocumentStore', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await makeTempDir('labmedicin-documents-');
  });
  afterEach(() => dir.remove());

  const configWith = (env: Record<string, string>): PlatformConfig => toPlatformConfig(platformEnvSchema.parse({ DATA_DIR: dir.path, ...env }));

  it('opens NeDB files under <DATA_DIR>/<service> when MONGO_URL is not set', async () => {
    const store = await createDocumentStore(configWith({}), 'comments');
    try {
      expect(store).toBeInstanceOf(NedbDocumentStore);
      await store.collection<Comment>('comments').insertOne({ body: 'Bra artikel' });
    } finally {
      await store.close();
    }
    const reopened = await NedbDocumentStore.open(join(dir.path, 'comments'));
    expect(await reopened.collection('comments').count({ body: 'Bra artikel' })).toBe(1);
    await reopened.close();
  });

  it('fails naming the folder when the data folder cannot be created', async () => {
    await writeFile(join(dir.path, 'not-a-folder'), '');
    const config = configWith({ DATA_DIR: join(dir.path, 'not-a-folder') });
    await expect(createDocumentStore(config, 'content')).rejects.toThrow(`Cannot open the NeDB data folder ${join(dir.path, 'not-a-folder', 'content')}`);
  });

  it('fails within seconds, without the password, when MONGO_URL is set but unreachable', async () => {
    const port = await freePort();
    const started = Date.now();
    const error = await createDocumentStore(configWith({ MONGO_URL: `mongodb://labmedicin:s3cret@127.0.0.1:${port}/` }), 'content').catch(
      (reason: unknown) => reason,
    );
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(new RegExp(`^Cannot reach MongoDB at mongodb://127\\.0\\.0\\.1:${port}/: `));
    expect((error as Error).message).not.toContain('s3cret');
    expect(Date.now() - started).toBeLessThan(15000);
  });

  it('takes a replica set seed list and fails only on connecting, never on validation', async () => {
    const [first, second] = [await freePort(), await freePort()];
    const url = `mongodb://labmedicin:s3cret@127.0.0.1:${first},127.0.0.1:${second}/labmedicin?replicaSet=rs0&w=majority`;
    const error = await createDocumentStore(configWith({ MONGO_URL: url }), 'content').catch((reason: unknown) => reason);
    expect((error as Error).message).toMatch(
      new RegExp(`^Cannot reach MongoDB at mongodb://127\\.0\\.0\\.1:${first},127\\.0\\.0\\.1:${second}/labmedicin\\?replicaSet=rs0&w=majority: `),
    );
    expect((error as Error).message).not.toContain('s3cret');
  });
});
