import type { Article, ArticleListItem } from '@labmedicin/contracts';
import { DOCUMENT_STORE, type DocumentStore, type StoredDocument } from '@labmedicin/platform';
import request from 'supertest';
import { seededCategoryId, uniqueTitle } from '../../test/articles';
import { startStack, type Stack } from '../../test/stack';

/**
 * An article stored without a summary, tags or analyses (by an older installation, an import or by hand),
 * read through the real gateway and content: the API answers the fields it promises, empty.
 */
describe('an article stored without summary and tags', () => {
  let stack: Stack;
  let slug: string;
  let title: string;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'] });
    const categoryId = await seededCategoryId(stack);
    title = uniqueTitle('Handskriven analys');
    slug = title.toLowerCase().replace(/\s+/g, '-');
    const now = new Date().toISOString();
    const store = stack.services.content!.get<symbol, DocumentStore>(DOCUMENT_STORE);
    await store.collection<StoredDocument & Record<string, unknown>>('articles').insertOne({
      slug,
      title,
      content: '<p>Skriven för hand, utan sammanfattning och taggar.</p>',
      categoryId,
      status: 'published',
      language: 'sv',
      version: 1,
      referenceRanges: [],
      clinicalSignificance: '',
      interpretation: '',
      relatedTests: [],
      references: [],
      images: [],
      createdAt: now,
      updatedAt: now,
    });
  });
  afterAll(() => stack?.close());

  it('is read whole, with an empty summary, no tags and no analyses', async () => {
    const res = await request(stack.server).get(`/api/articles/${slug}`);
    expect(res.status).toBe(200);
    const article = res.body.data as Article;
    expect(article).toMatchObject({ slug, title, summary: '', tags: [], analyses: [], excerpt: 'Skriven för hand, utan sammanfattning och taggar.' });
  });

  it('is listed with an empty summary and no tags', async () => {
    const res = await request(stack.server).get('/api/articles?limit=100&sort=updatedAt&order=desc');
    expect(res.status).toBe(200);
    const item = (res.body.data as ArticleListItem[]).find((listed) => listed.slug === slug);
    expect(item).toMatchObject({ title, summary: '', tags: [], excerpt: 'Skriven för hand, utan sammanfattning och taggar.' });
  });
});
