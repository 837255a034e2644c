import { TAG_MESSAGES, VALIDATION_MESSAGES, type Article, type ArticleListItem, type Tag } from '@labmedicin/contracts';
import request from 'supertest';
import { articleInput, seededCategoryId } from '../../test/articles';
import { SEEDED_ADMIN, agentWithRole, loggedInAgent, registeredAgent, startStack, failureBody, type Stack } from '../../test/stack';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from '../http-cache/public-cache.interceptor';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/** The tags API (and GET /articles/tags) through the real gateway, auth-users and content. */
describe('tags routes', () => {
  let stack: Stack;
  let admin: Agent;
  let categoryId: string;
  /** Tags of this run only, so seeded tags do not matter. */
  const run = Math.random().toString(36).slice(2, 7);
  const tag = (name: string) => `${name}-${run}`;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'] });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    categoryId = await seededCategoryId(stack);
  });
  afterAll(() => stack?.close());

  const anonymous = () => request(stack.server);

  async function create(fields: Parameters<typeof articleInput>[1]): Promise<Article> {
    const res = await admin.post('/api/articles').send(articleInput(categoryId, fields));
    expect(res.status).toBe(201);
    return res.body.data as Article;
  }

  const countOf = (tags: Tag[], name: string) => tags.find((t) => t.tag === name)?.count;

  it('counts tags over published articles for the public and over every article for admins, cached for the public', async () => {
    await create({ tags: [tag('natrium'), tag('elektrolyt')] });
    await create({ tags: [tag('elektrolyt')] });
    await create({ tags: [tag('elektrolyt'), tag('utkast')], status: 'draft' });

    const first = await anonymous().get('/api/tags');
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(countOf(first.body.data, tag('elektrolyt'))).toBe(2);
    expect(countOf(first.body.data, tag('natrium'))).toBe(1);
    expect(countOf(first.body.data, tag('utkast'))).toBeUndefined();
    const second = await anonymous().get('/api/articles/tags');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toEqual(first.body);
    await anonymous().get('/api/tags').set('If-None-Match', first.headers.etag).expect(304);

    const asAdmin = await admin.get('/api/tags');
    expect(asAdmin.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect(countOf(asAdmin.body.data, tag('elektrolyt'))).toBe(3);
    expect(countOf(asAdmin.body.data, tag('utkast'))).toBe(1);
  });

  it('counts, for a reader\'s language, the tags of the articles listed in it, each language cached apart', async () => {
    const original = await create({ tags: [tag('sv-bara'), tag('gemensam')] });
    await create({ tags: [tag('en-bara'), tag('gemensam')], language: 'en', translationOf: original.slug });
    const tagsIn = async (language: string) => (await anonymous().get(`/api/tags?language=${language}`).expect(200)).body.data as Tag[];
    const swedish = await tagsIn('sv');
    expect([countOf(swedish, tag('sv-bara')), countOf(swedish, tag('en-bara')), countOf(swedish, tag('gemensam'))]).toEqual([1, undefined, 1]);
    const english = await tagsIn('en');
    expect([countOf(english, tag('sv-bara')), countOf(english, tag('en-bara')), countOf(english, tag('gemensam'))]).toEqual([undefined, 1, 1]);
    expect(countOf((await anonymous().get('/api/tags').expect(200)).body.data, tag('gemensam'))).toBe(2);
    await anonymous().get('/api/tags?language=de').expect(400);
  });

  it('pages the published articles of a tag, 12 by default', async () => {
    const name = tag('sida');
    const articles: Article[] = [];
    for (let i = 0; i < 13; i++) articles.push(await create({ tags: [name] }));
    await create({ tags: [name], status: 'draft' });

    const page1 = await anonymous().get(`/api/tags/${name}/articles`);
    expect(page1.status).toBe(200);
    expect(page1.body.pagination).toEqual({ page: 1, limit: 12, total: 13, pages: 2 });
    expect(page1.body.data).toHaveLength(12);
    const page2 = await anonymous().get(`/api/tags/${name}/articles?page=2`);
    expect((page2.body.data as ArticleListItem[]).map((a) => a.slug)).toEqual([articles[0].slug]);
    const upperCase = await anonymous().get(`/api/tags/${name.toUpperCase()}/articles?page=2`);
    expect(upperCase.headers['x-cache']).toBe('HIT');
    const bad = await anonymous().get(`/api/tags/${name}/articles?limit=1000`);
    expect(bad.status).toBe(400);
  });

  it('merges tags (admin): every source tag becomes the target, and cached answers follow at once', async () => {
    const [source, target] = [tag('kalium'), tag('k')];
    const article = await create({ tags: [source, tag('salt')] });
    await anonymous().get('/api/tags').expect(200);
    await anonymous().get(`/api/articles/${article.slug}`).expect(200);
    await anonymous().get(`/api/tags/${source}/articles`).expect(200);

    const merged = await admin.put('/api/tags/merge').send({ sourceTags: [source], targetTag: target.toUpperCase() });
    expect(merged.status).toBe(200);
    expect(merged.body).toEqual({ success: true, message: 'Tags merged successfully', data: { targetTag: target, mergedTags: [source], updatedArticles: 1 } });

    const tags = (await anonymous().get('/api/tags')).body.data as Tag[];
    expect(countOf(tags, source)).toBeUndefined();
    expect(countOf(tags, target)).toBe(1);
    expect((await anonymous().get(`/api/articles/${article.slug}`)).body.data.tags).toEqual([target, tag('salt')]);
    expect((await anonymous().get(`/api/tags/${source}/articles`)).body.data).toEqual([]);
  });

  it('deletes a tag (admin) from every article; an unknown tag is 404', async () => {
    const name = tag('borttagen');
    const article = await create({ tags: [name, tag('kvar')] });
    await anonymous().get(`/api/articles/${article.slug}`).expect(200);

    const deleted = await admin.delete(`/api/tags/${name}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Tag deleted successfully', data: { tag: name, updatedArticles: 1 } });
    expect((await anonymous().get(`/api/articles/${article.slug}`)).body.data.tags).toEqual([tag('kvar')]);
    expect(countOf((await anonymous().get('/api/tags')).body.data, name)).toBeUndefined();

    const again = await admin.delete(`/api/tags/${name}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(failureBody('TAG_NOT_FOUND'));
  });

  it('validates the merge body', async () => {
    const res = await admin.put('/api/tags/merge').send({ sourceTags: [], targetTag: ' ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { sourceTags: VALIDATION_MESSAGES.tagNameRequired, targetTag: VALIDATION_MESSAGES.tagNameRequired },
    });
    const notAList = await admin.put('/api/tags/merge').send({ sourceTags: tag('a'), targetTag: tag('b') });
    expect(notAList.status).toBe(400);
    expect(notAList.body.errors).toEqual({ sourceTags: VALIDATION_MESSAGES.tagNameRequired });
    const name = tag('sig-själv');
    await create({ tags: [name] });
    const intoItself = await admin.put('/api/tags/merge').send({ sourceTags: [name.toUpperCase()], targetTag: name });
    expect(intoItself.status).toBe(400);
    expect(intoItself.body).toEqual({
      success: false,
      code: 'TAG_MERGE_INTO_ITSELF',
      message: TAG_MESSAGES.mergeIntoItself,
      errors: { targetTag: TAG_MESSAGES.mergeIntoItself },
      fieldCodes: { targetTag: 'mergeIntoItself' },
    });
  });

  it('finds, merges and deletes tags with spaces, slashes, percent signs and Swedish letters', async () => {
    const [spaced, slashed, percent, swedish] = [tag('lång tagg'), tag('b/c'), tag('50%'), tag('Ärftlig')];
    const article = await create({ tags: [spaced, slashed, percent, swedish] });
    const slugsOf = async (name: string) => {
      const res = await anonymous().get(`/api/tags/${encodeURIComponent(name)}/articles`);
      expect(res.status).toBe(200);
      return (res.body.data as ArticleListItem[]).map((a) => a.slug);
    };
    for (const name of [spaced, slashed, percent, swedish]) expect(await slugsOf(name)).toEqual([article.slug]);
    await admin.delete(`/api/tags/${encodeURIComponent(slashed)}`).expect(200);
    const merged = await admin.put('/api/tags/merge').send({ sourceTags: [spaced, percent], targetTag: swedish });
    expect(merged.body.data).toEqual({ targetTag: swedish.toLowerCase(), mergedTags: [spaced, percent], updatedArticles: 1 });
    expect((await anonymous().get(`/api/articles/${article.slug}`)).body.data.tags).toEqual([swedish.toLowerCase()]);
    expect(await slugsOf(slashed)).toEqual([]);
  });

  it('refuses merges and deletes to anonymous callers (401), users and contributors (403)', async () => {
    const body = { sourceTags: [tag('a')], targetTag: tag('b') };
    for (const res of [await anonymous().put('/api/tags/merge').send(body), await anonymous().delete(`/api/tags/${tag('a')}`)]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(failureBody('NOT_LOGGED_IN'));
    }
    const { agent: user } = await registeredAgent(stack);
    const { agent: contributor } = await agentWithRole(stack, 'contributor');
    for (const agent of [user, contributor]) {
      for (const res of [await agent.put('/api/tags/merge').send(body), await agent.delete(`/api/tags/${tag('a')}`)]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual(failureBody('ADMIN_REQUIRED'));
      }
    }
  });
});
