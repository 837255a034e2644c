import type { Article, ArticleListItem, Category } from '@labmedicin/contracts';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId, uniqueTitle } from '../../test/articles';
import { SEEDED_ADMIN, agentWithRole, failureBody, loggedInAgent, startStack, type Stack } from '../../test/stack';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/** Translations through the real gateway, auth-users and content: the routes, their errors, and the cached public reads. */
describe('translations', () => {
  let stack: Stack;
  let admin: Agent;
  let contributor: Agent;
  let categoryId: string;

  beforeAll(async () => {
    // Views are reported only at the stop, so cached answers keep their ETag between reads.
    stack = await startStack({ services: ['auth-users', 'content'], env: { VIEW_REPORT_INTERVAL_MS: '3600000' } });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    contributor = (await agentWithRole(stack, 'contributor')).agent;
    categoryId = await seededCategoryId(stack);
  });
  afterAll(() => stack?.close());

  const anonymous = () => request(stack.server);

  async function create(fields: Parameters<typeof articleInput>[1] = {}, agent: Agent = admin): Promise<Article> {
    const res = await agent.post('/api/articles').send(articleInput(categoryId, fields));
    expect(res.status).toBe(201);
    return res.body.data as Article;
  }

  /** An article and its published English translation. */
  async function pair(tags: string[] = []): Promise<[Article, Article]> {
    const original = await create({ tags });
    const translation = await create({ title: uniqueTitle('Test analysis'), translationOf: original.slug, tags });
    return [original, translation];
  }

  const read = async (slug: string) => (await anonymous().get(`/api/articles/${slug}`).expect(200)).body.data as Article;

  it('creates a translation as a linked draft in the other language, and refuses one language, no original and a taken language', async () => {
    const original = await create();
    const res = await contributor.post('/api/articles').send(articleInput(categoryId, { title: uniqueTitle('Test analysis'), status: 'draft', translationOf: original.slug }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      language: 'en',
      status: 'draft',
      translatedFrom: { slug: original.slug, version: original.version },
      outdated: false,
      translations: [{ language: 'sv', slug: original.slug, status: 'published' }],
    });
    const translation = res.body.data as Article;
    // Readers do not see the draft linked; editors do.
    expect((await read(original.slug)).translations).toEqual([]);
    expect((await admin.get(`/api/articles/${original.slug}`).expect(200)).body.data.translations).toMatchObject([{ slug: translation.slug, status: 'draft' }]);

    const same = await admin.post('/api/articles').send(articleInput(categoryId, { translationOf: original.slug, language: 'sv' }));
    expect(same.status).toBe(400);
    expect(same.body).toEqual(failureBody('SAME_LANGUAGE'));
    const none = await admin.post('/api/articles').send(articleInput(categoryId, { translationOf: 'finns-inte' }));
    expect(none.status).toBe(404);
    expect(none.body).toEqual(failureBody('ARTICLE_NOT_FOUND'));
    const taken = await admin.post('/api/articles').send(articleInput(categoryId, { translationOf: original.slug }));
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(failureBody('TRANSLATION_EXISTS'));
  });

  it('links and unlinks existing articles for admins only, with the statuses and codes of each refusal', async () => {
    const original = await create();
    const english = await create({ title: uniqueTitle('Test analysis'), language: 'en' });
    const swedish = await create();
    const path = `/api/articles/${original.slug}/translations`;

    expect((await anonymous().post(path).send({ slug: english.slug })).status).toBe(401);
    const asContributor = await contributor.post(path).send({ slug: english.slug });
    expect(asContributor.status).toBe(403);
    expect(asContributor.body).toEqual(failureBody('ADMIN_REQUIRED'));
    const noBody = await admin.post(path).send({});
    expect(noBody.status).toBe(400);
    expect(noBody.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    const same = await admin.post(path).send({ slug: swedish.slug });
    expect(same.status).toBe(400);
    expect(same.body).toEqual(failureBody('SAME_LANGUAGE'));
    const notLinked = await admin.delete(`${path}/${english.slug}`);
    expect(notLinked.status).toBe(404);
    expect(notLinked.body).toEqual(failureBody('NOT_A_TRANSLATION'));

    const linked = await admin.post(path).send({ slug: english.slug });
    expect(linked.status).toBe(200);
    expect(linked.body).toMatchObject({ success: true, data: { slug: original.slug, translations: [{ language: 'en', slug: english.slug }] } });
    const again = await admin.post(`/api/articles/${swedish.slug}/translations`).send({ slug: english.slug });
    expect(again.status).toBe(409);
    expect(again.body).toEqual(failureBody('TRANSLATION_EXISTS'));
    expect((await read(english.slug)).translatedFrom).toEqual({ slug: original.slug, version: original.version });

    expect((await contributor.delete(`${path}/${english.slug}`)).status).toBe(403);
    const unlinked = await admin.delete(`${path}/${english.slug}`);
    expect(unlinked.status).toBe(200);
    expect(unlinked.body).toMatchObject({ success: true, data: { slug: original.slug, translations: [] } });
    expect(await eventually(async () => (await read(english.slug)).translatedFrom === null)).toBe(true);
  });

  it('drops the cached translation when its original is republished, and shows it up to date after a save that says so', async () => {
    const [original, translation] = await pair();
    const first = await anonymous().get(`/api/articles/${translation.slug}`);
    expect(first.body.data).toMatchObject({ outdated: false });
    expect((await anonymous().get(`/api/articles/${translation.slug}`)).headers['x-cache']).toBe('HIT');

    const republished = await admin.put(`/api/articles/${original.slug}`).send({ ...original, summary: 'Nya gränsvärden från 2025.' });
    expect(republished.status).toBe(200);
    // Only the original changed; its event names the translation, whose cached page goes too.
    expect(await eventually(async () => (await read(translation.slug)).outdated)).toBe(true);
    expect((await read(original.slug)).translations).toMatchObject([{ slug: translation.slug, outdated: true }]);

    const current = (await admin.get(`/api/articles/${translation.slug}`).expect(200)).body.data as Article;
    const saved = await admin.put(`/api/articles/${translation.slug}`).send({ ...current, translationUpToDate: true });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({ outdated: false, translatedFrom: { slug: original.slug, version: republished.body.data.version } });
    expect(await eventually(async () => !(await read(translation.slug)).outdated)).toBe(true);
  });

  it('caches each reader language apart: one version per group in the list, the tag page and the category counts', async () => {
    const tag = uniqueTitle('sprak').toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const ownCategory = await admin.post('/api/categories').send({ name: uniqueTitle('Språkkategori'), nameEn: 'Language category', color: '#123456' });
    expect(ownCategory.status).toBe(201);
    expect(ownCategory.body.data.names).toMatchObject({ en: 'Language category' });
    categoryId = ownCategory.body.data._id;
    const [original, translation] = await pair([tag]);
    const alone = await create({ tags: [tag] });
    const slugs = (body: { data: ArticleListItem[] }) => body.data.map((item) => item.slug).sort();

    const sv = await anonymous().get(`/api/articles?tag=${tag}&language=sv`);
    const en = await anonymous().get(`/api/articles?tag=${tag}&language=en`);
    const all = await anonymous().get(`/api/articles?tag=${tag}`);
    expect([sv.headers['x-cache'], en.headers['x-cache'], all.headers['x-cache']]).toEqual(['MISS', 'MISS', 'MISS']);
    expect(slugs(sv.body)).toEqual([original.slug, alone.slug].sort());
    expect(slugs(en.body)).toEqual([translation.slug, alone.slug].sort());
    expect(slugs(all.body)).toEqual([original.slug, translation.slug, alone.slug].sort());
    expect(en.body.data.find((item: ArticleListItem) => item.slug === translation.slug)).toMatchObject({ language: 'en', outdated: false });
    const enAgain = await anonymous().get(`/api/articles?language=en&tag=${tag}`);
    expect(enAgain.headers['x-cache']).toBe('HIT');
    expect(enAgain.body).toEqual(en.body);

    expect(slugs((await anonymous().get(`/api/tags/${tag}/articles?language=en`).expect(200)).body)).toEqual([translation.slug, alone.slug].sort());
    expect((await anonymous().get(`/api/articles?language=fr`)).status).toBe(400);

    const countOf = async (query: string) =>
      ((await anonymous().get(`/api/categories${query}`).expect(200)).body.data as Category[]).find((category) => category._id === categoryId)?.articleCount;
    expect(await countOf('')).toBe(3);
    expect(await countOf('?language=en')).toBe(2);
    expect(await countOf('?language=sv')).toBe(2);
    expect(await countOf('')).toBe(3);
    expect(((await anonymous().get(`/api/articles/${translation.slug}`).expect(200)).body.data as Article).category).toMatchObject({
      _id: categoryId,
      names: { en: 'Language category' },
    });
    categoryId = await seededCategoryId(stack);
  });

  it('keeps a deleted original’s translation, unlinked, and shows it so at once', async () => {
    const [original, translation] = await pair();
    expect((await read(translation.slug)).translatedFrom).toMatchObject({ slug: original.slug });
    expect((await admin.delete(`/api/articles/${original.slug}`)).status).toBe(200);
    expect(await eventually(async () => (await read(translation.slug)).translatedFrom === null)).toBe(true);
    expect((await read(translation.slug)).translations).toEqual([]);
  });
});
