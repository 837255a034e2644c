import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eventually } from '../testing/service';
import { makeTempDir, type TempDir } from '../testing/temp-dir';
import { ARTICLE_INDEX_SPEC, LAB_ARTICLES, describeSearchEngineContract } from './search-engine.contract';
import { InProcessSearchEngine } from './in-process-search-engine';
import { describeSpellingContract } from './spelling.contract';

describeSearchEngineContract('in-process (MiniSearch)', async () => new InProcessSearchEngine());
describeSpellingContract('in-process (MiniSearch)', async () => new InProcessSearchEngine());

describe('InProcessSearchEngine', () => {
  it('hands out the same index for the same spec, so its documents stay', async () => {
    const engine = new InProcessSearchEngine();
    const first = await engine.index(ARTICLE_INDEX_SPEC);
    await first.upsertMany(LAB_ARTICLES);
    const again = await engine.index({ ...ARTICLE_INDEX_SPEC });
    expect(again).toBe(first);
    expect(await again.count()).toBe(LAB_ARTICLES.length);
  });

  it('starts an empty index when the spec of a name changes', async () => {
    const engine = new InProcessSearchEngine();
    await (await engine.index(ARTICLE_INDEX_SPEC)).upsertMany(LAB_ARTICLES);
    const changed = await engine.index({ ...ARTICLE_INDEX_SPEC, language: 'en' });
    expect(await changed.count()).toBe(0);
  });

  it('stems English text for an English index', async () => {
    const index = await new InProcessSearchEngine().index({
      name: 'articles-en',
      language: 'en',
      fields: [{ name: 'title', type: 'text' }],
    });
    await index.upsertMany([
      { id: 'kidney', title: 'Kidney function tests' },
      { id: 'liver', title: 'Liver enzymes' },
    ]);
    expect((await index.search({ text: 'testing kidneys' })).hits.map((hit) => hit.id)).toEqual(['kidney']);
    expect((await index.search({ text: 'the' })).total).toBe(0);
  });

  it('rejects a spec it cannot index', async () => {
    const engine = new InProcessSearchEngine();
    await expect(engine.index({ ...ARTICLE_INDEX_SPEC, name: 'Articles!' })).rejects.toThrow('may hold only a-z');
    await expect(engine.index({ name: 'tags', language: 'sv', fields: [{ name: 'slug', type: 'keyword' }] })).rejects.toThrow('has no text field');
    await expect(
      engine.index({ name: 'x', language: 'sv', fields: [{ name: 'id', type: 'text' }] }),
    ).rejects.toThrow('field "id" is reserved or repeated');
  });

  it('ranks a page kept by selection as a full sort of every match ranks it', async () => {
    const index = await new InProcessSearchEngine().index(ARTICLE_INDEX_SPEC);
    // Scores differ by how often the word occurs, and many tie, so the id order of ties counts too.
    await index.upsertMany(
      Array.from({ length: 400 }, (_, n) => ({
        id: `a${String(n).padStart(3, '0')}`,
        title: `Analys ${n}`,
        body: Array.from({ length: 1 + (n % 7) }, () => 'kreatinin').join(' '),
        status: n % 5 === 0 ? 'draft' : 'published',
        category: `k${n % 3}`,
      })),
    );
    const query = { text: 'kreatinin', filters: { status: 'published' }, facets: ['category'] };
    const everything = await index.search({ ...query, limit: 400 });
    expect(everything.total).toBe(320);
    const pages = await Promise.all([0, 20, 40, 300].map((offset) => index.search({ ...query, offset, limit: 20 })));
    expect(pages.map((page) => page.hits)).toEqual([0, 20, 40, 300].map((offset) => everything.hits.slice(offset, offset + 20)));
    expect(pages.every((page) => page.total === 320)).toBe(true);
    expect(pages[0].facets).toEqual(everything.facets);
    const scores = everything.hits.map((hit) => hit.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('scores after replacing and removing documents as an index that never held their old versions, before MiniSearch vacuums them', async () => {
    // Fewer than MiniSearch's auto-vacuum waits for: the old versions stay in its postings.
    const changed = LAB_ARTICLES.slice(0, 3).map((article) => ({ ...article, body: `${String(article.body)} Anemi och järnbrist.` }));
    const written = await new InProcessSearchEngine().index(ARTICLE_INDEX_SPEC);
    await written.upsertMany(LAB_ARTICLES);
    await written.upsertMany(changed);
    await written.remove(LAB_ARTICLES[3].id);
    const fresh = await new InProcessSearchEngine().index(ARTICLE_INDEX_SPEC);
    await fresh.upsertMany([...changed, ...LAB_ARTICLES.slice(4)]);
    for (const text of ['anemi', 'järnbrist', 'hemoglobin', 'lever', 'värde', 'lågt värde']) {
      expect(await written.search({ text, limit: 20 })).toEqual(await fresh.search({ text, limit: 20 }));
    }
  });

  it('finds a misspelt word in what was written after the same search, and no longer in what was removed', async () => {
    const index = await new InProcessSearchEngine().index(ARTICLE_INDEX_SPEC);
    await index.upsertMany(LAB_ARTICLES);
    const misspelt = async () => (await index.search({ text: 'fibrinogem' })).hits.map((hit) => hit.id);
    expect(await misspelt()).toEqual([]);
    const fibrinogen = { id: 'fibrinogen', title: 'P-Fibrinogen', abbreviations: [], body: 'Akutfasprotein som stiger vid inflammation.', category: 'koagulation', tags: [], status: 'published' };
    await index.upsert(fibrinogen);
    expect(await misspelt()).toEqual(['fibrinogen']);
    expect(await misspelt()).toEqual(['fibrinogen']);
    await index.remove('fibrinogen');
    expect(await misspelt()).toEqual([]);
    await index.upsert(fibrinogen);
    expect(await misspelt()).toEqual(['fibrinogen']);
    await index.clear();
    expect(await misspelt()).toEqual([]);
    await index.upsertMany([...LAB_ARTICLES, fibrinogen]);
    // The same scores as an index that never searched before.
    const fresh = await new InProcessSearchEngine().index(ARTICLE_INDEX_SPEC);
    await fresh.upsertMany([...LAB_ARTICLES, fibrinogen]);
    for (const text of ['fibrinogem', 'kreatinn', 'hemoglobin anemi']) {
      expect(await index.search({ text })).toEqual(await fresh.search({ text }));
    }
  });

  it('rejects a negative or fractional page', async () => {
    const index = await new InProcessSearchEngine().index(ARTICLE_INDEX_SPEC);
    await expect(index.search({ text: '', limit: -1 })).rejects.toThrow('whole numbers of at least 0');
    await expect(index.search({ text: '', offset: 1.5 })).rejects.toThrow('whole numbers of at least 0');
  });
});

describe('InProcessSearchEngine with a snapshot folder', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await makeTempDir('search-snapshot-');
  });
  afterEach(async () => {
    await dir.remove();
  });

  it('restores on open what it held at close, answering the same searches without a rebuild', async () => {
    const first = new InProcessSearchEngine(dir.path);
    const index = await first.index(ARTICLE_INDEX_SPEC);
    await index.upsertMany(LAB_ARTICLES);
    await index.remove(LAB_ARTICLES[LAB_ARTICLES.length - 1].id);
    const before = await index.search({ text: 'kreatinin', filters: { status: 'published' }, facets: ['category'] });
    expect(before.total).toBeGreaterThan(0);
    await first.close();

    const restored = await (await new InProcessSearchEngine(dir.path).index(ARTICLE_INDEX_SPEC)).search({
      text: 'kreatinin',
      filters: { status: 'published' },
      facets: ['category'],
    });
    expect(restored).toEqual(before);
    expect(await (await new InProcessSearchEngine().index(ARTICLE_INDEX_SPEC)).count()).toBe(0);
  });

  it('keeps its snapshot on disk, so an engine opened after a crash restores the last one', async () => {
    const first = new InProcessSearchEngine(dir.path);
    await (await first.index(ARTICLE_INDEX_SPEC)).upsertMany(LAB_ARTICLES);
    await first.close();
    expect(await (await new InProcessSearchEngine(dir.path).index(ARTICLE_INDEX_SPEC)).count()).toBe(LAB_ARTICLES.length);
    expect(await (await new InProcessSearchEngine(dir.path).index(ARTICLE_INDEX_SPEC)).count()).toBe(LAB_ARTICLES.length);
  });

  it('writes a snapshot on its own a while after a write, without a close', async () => {
    const running = new InProcessSearchEngine(dir.path, 20);
    const index = await running.index(ARTICLE_INDEX_SPEC);
    // Never closed: what another engine finds in the folder is what a restart after a crash would.
    const restoredCount = async () => (await new InProcessSearchEngine(dir.path).index(ARTICLE_INDEX_SPEC)).count();
    await index.upsertMany(LAB_ARTICLES.slice(0, 3));
    await eventually(async () => (await restoredCount()) === 3);
    await index.upsert(LAB_ARTICLES[3]);
    await eventually(async () => (await restoredCount()) === 4);
  });

  it('reconciles a restored index with the store: analyses new and changed documents, drops deleted ones', async () => {
    const first = new InProcessSearchEngine(dir.path);
    await (await first.index(ARTICLE_INDEX_SPEC)).upsertMany(LAB_ARTICLES);
    await first.saveSnapshots();

    // The store after the snapshot: TSH rewritten, a new article, CRP deleted.
    const [crp, tsh] = ['crp', 'tsh'].map((id) => LAB_ARTICLES.find((doc) => doc.id === id)!);
    const store = [
      ...LAB_ARTICLES.filter((doc) => doc !== crp && doc !== tsh),
      { ...tsh, body: 'Skiljer primär från sekundär hypotyreos; tolkas med fritt T4.' },
      { id: 'albumin', title: 'P-Albumin', abbreviations: ['Alb'], body: 'Sjunker vid nefrotiskt syndrom.', category: 'njure', tags: ['protein'], status: 'published' },
    ];
    async function* batchesOf(docs: typeof store) {
      yield docs.slice(0, 4);
      yield docs.slice(4);
    }

    const restored = await new InProcessSearchEngine(dir.path).index(ARTICLE_INDEX_SPEC);
    expect(await restored.reconcile(store.length, batchesOf(store))).toEqual({ indexed: 2, removed: 1 });
    const rebuilt = await new InProcessSearchEngine().index(ARTICLE_INDEX_SPEC);
    await rebuilt.upsertMany(store);
    for (const text of ['hypotyreos', 'sköldkörteln', 'nefrotiskt', 'infektion', 'blod', 'kreatinin', '']) {
      const query = { text, filters: { status: 'published' }, facets: ['category', 'tags'], limit: 50 };
      expect(await restored.search(query)).toEqual(await rebuilt.search(query));
    }
    expect((await restored.search({ text: 'hypotyreos' })).hits.map((hit) => hit.id)).toEqual(['tsh']);
    expect((await restored.search({ text: 'infektion' })).total).toBe(0);
    expect(await restored.count()).toBe(store.length);
    // Reconciled again with the same store, nothing is analysed.
    expect(await restored.reconcile(store.length, batchesOf(store))).toEqual({ indexed: 0, removed: 0 });
  });

  it('ignores a snapshot of another spec under the same name, and an unreadable one', async () => {
    const first = new InProcessSearchEngine(dir.path);
    await (await first.index(ARTICLE_INDEX_SPEC)).upsertMany(LAB_ARTICLES);
    await first.close();
    expect(await (await new InProcessSearchEngine(dir.path).index({ ...ARTICLE_INDEX_SPEC, language: 'en' })).count()).toBe(0);

    await writeFile(join(dir.path, `${ARTICLE_INDEX_SPEC.name}.json`), '{"spec":');
    expect(await (await new InProcessSearchEngine(dir.path).index(ARTICLE_INDEX_SPEC)).count()).toBe(0);
  });

  it('ignores a snapshot of an older version, without fingerprints to reconcile with', async () => {
    const first = new InProcessSearchEngine(dir.path);
    await (await first.index(ARTICLE_INDEX_SPEC)).upsertMany(LAB_ARTICLES);
    await first.close();
    const file = join(dir.path, `${ARTICLE_INDEX_SPEC.name}.json`);
    const { fingerprints: _, ...older } = JSON.parse(await readFile(file, 'utf8'));
    await writeFile(file, JSON.stringify(older));
    expect(await (await new InProcessSearchEngine(dir.path).index(ARTICLE_INDEX_SPEC)).count()).toBe(0);
  });
});
