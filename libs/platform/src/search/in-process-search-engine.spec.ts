import { ARTICLE_INDEX_SPEC, LAB_ARTICLES, describeSearchEngineContract } from './search-engine.contract';
import { InProcessSearchEngine } from './in-process-search-engine';

describeSearchEngineContract('in-process (MiniSearch)', async () => new InProcessSearchEngine());

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

  it('rejects a negative or fractional page', async () => {
    const index = await new InProcessSearchEngine().index(ARTICLE_INDEX_SPEC);
    await expect(index.search({ text: '', limit: -1 })).rejects.toThrow('whole numbers of at least 0');
    await expect(index.search({ text: '', offset: 1.5 })).rejects.toThrow('whole numbers of at least 0');
  });
});
