import { mkdir, readFile, rmdir } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, type TempDir } from '../testing';
import { describeDocumentStoreContract } from './document-store.contract';
import type { StoredDocument } from './document-store.port';
import { NedbDocumentStore } from './nedb-document-store';

type Analyte = StoredDocument & { code: string };

describeDocumentStoreContract('NedbDocumentStore', async () => {
  const dir = await makeTempDir('labmedicin-nedb-');
  return { open: () => NedbDocumentStore.open(join(dir.path, 'content')), remove: dir.remove };
});

describe('NedbDocumentStore files', () => {
  let dir: TempDir;
  let store: NedbDocumentStore;
  beforeEach(async () => {
    dir = await makeTempDir('labmedicin-nedb-');
    store = await NedbDocumentStore.open(join(dir.path, 'content'));
  });
  afterEach(async () => {
    await store.close();
    await dir.remove();
  });

  const datafileLines = async (collection: string) =>
    (await readFile(join(dir.path, 'content', `${collection}.db`), 'utf8')).split('\n').filter((line) => line.length > 0);

  it('answers a list read again after a write with that write: its order, page and total', async () => {
    const articles = store.collection<StoredDocument & { status: string; updatedAt: string; tags: string[] }>('articles');
    await articles.ensureIndex({ fields: { status: 1 } });
    // Long enough lists (100 and 200 matches) to be kept sorted between reads.
    const inserted = await articles.insertMany(
      Array.from({ length: 200 }, (_, i) => ({ status: 'published', updatedAt: `2026-01-01T${String(i).padStart(3, '0')}`, tags: i % 2 ? ['hb'] : ['crp'] })),
    );
    const page = () => articles.find({ status: 'published', tags: 'crp' }, { sort: { updatedAt: -1 }, skip: 1, limit: 2, projection: { updatedAt: 1 } });
    expect(await page()).toEqual([
      { _id: inserted[196]._id, updatedAt: '2026-01-01T196' },
      { _id: inserted[194]._id, updatedAt: '2026-01-01T194' },
    ]);
    expect(await articles.count({ status: 'published', tags: 'crp' })).toBe(100);
    expect(await articles.count({ status: 'draft' })).toBe(0);

    await articles.updateOne({ _id: inserted[0]._id }, { $set: { updatedAt: '2026-02-01' } });
    await articles.insertOne({ status: 'published', updatedAt: '2026-03-01', tags: ['crp'] });
    await articles.updateOne({ _id: inserted[198]._id }, { $set: { status: 'draft' } });

    expect(await page()).toEqual([
      { _id: inserted[0]._id, updatedAt: '2026-02-01' },
      { _id: inserted[196]._id, updatedAt: '2026-01-01T196' },
    ]);
    expect(await articles.count({ status: 'published', tags: 'crp' })).toBe(100);
    expect(await articles.count({ status: 'published' })).toBe(200);
    expect(await articles.count({ status: 'draft' })).toBe(1);
  });

  it('answers a lookup read again after a write with that write', async () => {
    const articles = store.collection<StoredDocument & { slug: string; title: string }>('articles');
    await articles.ensureIndex({ fields: { slug: 1 }, unique: true });
    const [hb, crp] = await articles.insertMany([
      { slug: 'hb', title: 'Hb' },
      { slug: 'crp', title: 'CRP' },
    ]);
    expect(await articles.findOne({ slug: 'hb' })).toEqual({ _id: hb._id, slug: 'hb', title: 'Hb' });
    expect(await articles.findOne({ slug: 'tsh' })).toBeNull();
    expect(await articles.find({}, { sort: { slug: 1 } })).toEqual([crp, hb]);

    await articles.updateOne({ _id: hb._id }, { $set: { title: 'Hemoglobin' } });
    const tsh = await articles.insertOne({ slug: 'tsh', title: 'TSH' });
    expect(await articles.findOne({ slug: 'hb' })).toEqual({ _id: hb._id, slug: 'hb', title: 'Hemoglobin' });
    expect(await articles.findById(hb._id)).toEqual({ _id: hb._id, slug: 'hb', title: 'Hemoglobin' });
    expect(await articles.findOne({ slug: 'tsh' })).toEqual(tsh);

    await articles.deleteOne({ _id: hb._id });
    expect(await articles.findOne({ slug: 'hb' })).toBeNull();
    expect(await articles.find({}, { sort: { slug: 1 } })).toEqual([crp, tsh]);
    // What a reader does with its copy is not what the next reader gets.
    (await articles.findOne({ slug: 'tsh' }))!.title = 'changed by a reader';
    expect(await articles.findOne({ slug: 'tsh' })).toEqual(tsh);
  });

  it('keeps each collection in <folder>/<collection>.db and compacts it on close', async () => {
    const counters = store.collection<StoredDocument & { views: number }>('view-counters');
    const { _id } = await counters.insertOne({ views: 0 });
    for (let i = 0; i < 20; i += 1) await counters.updateOne({ _id }, { $inc: { views: 1 } });
    expect(await datafileLines('view-counters')).toHaveLength(21);

    await store.close();

    const lines = await datafileLines('view-counters');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0])).toEqual({ _id, views: 20 });
  });

  it('rewrites a datafile that many small updates grow, long before the timed compaction', async () => {
    const counters = store.collection<StoredDocument & { views: number }>('view-counters');
    const { _id } = await counters.insertOne({ views: 0 });
    let longest = 0;
    for (let i = 0; i < 3000; i += 1) {
      await counters.updateOne({ _id }, { $inc: { views: 1 } });
      if (i % 50 === 0) longest = Math.max(longest, (await datafileLines('view-counters')).length);
    }
    // Compaction runs beside the writes, so a few may land before it rewrites the file.
    expect(longest).toBeLessThan(1100);
    expect((await counters.findById(_id))?.views).toBe(3000);
  });

  it('reports a failed compaction through ping until one succeeds', async () => {
    await store.collection<Analyte>('analytes').insertOne({ code: 'HB' });
    const blocker = join(dir.path, 'content', 'analytes.db~');
    await mkdir(blocker);
    await store.compact();
    await expect(store.ping()).rejects.toThrow(`NeDB compaction of ${join(dir.path, 'content', 'analytes.db')} failed`);
    await rmdir(blocker);
    await store.compact();
    await expect(store.ping()).resolves.toBeUndefined();
    expect(await store.collection('analytes').count({ code: 'HB' })).toBe(1);
  });

  it('refuses collection names that are not plain file names', () => {
    expect(() => store.collection('../users')).toThrow(/Invalid collection name/);
    expect(() => store.collection('')).toThrow(/Invalid collection name/);
  });

  it('refuses filter operators the port does not support rather than guessing', async () => {
    const analytes = store.collection('analytes');
    await expect(analytes.find({ $where: () => true })).rejects.toThrow(/Unsupported filter operator \$where/);
    await expect(analytes.find({ views: { $size: 2 } })).rejects.toThrow(/Unsupported filter operator \$size/);
  });

  it('answers ping while its folder takes writes and names the folder when it does not', async () => {
    await expect(store.ping()).resolves.toBeUndefined();
    await dir.remove();
    await expect(store.ping()).rejects.toThrow(`Cannot write to the NeDB data folder ${join(dir.path, 'content')}`);
  });
});
