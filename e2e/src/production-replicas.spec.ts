import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import { eventually } from './support/eventually';
import { adminSession, productionEngines } from './support/product';
import { describeOnProfiles, useProduct } from './support/profiles';

/**
 * The production profile with two replicas of every service and two gateways, as clients spread
 * over both see it: a session, the public cache and its invalidation and the view counts are the
 * same whichever gateway answers; and the whole product and its engines restarted keep what was
 * stored (articles, revisions, sessions, the search index), seed nothing twice, and finish at start
 * a save a replica stored as a revision but died before moving its article to. Needs the engines
 * `npm test` brings up (ENGINES_ENV_FILE); the last test restarts them, on the same addresses.
 */
const engines = productionEngines();
const ROOT = resolve(__dirname, '../..');
/** Tells this run's articles from those of earlier runs on the same engines (`npm run engines:up` keeps their data). */
const RUN = Date.now().toString(36);

interface ArticleAnswer {
  _id: string;
  slug: string;
  version: number;
  summary: string;
  views: number;
}

describeOnProfiles('production profile, two gateways and two replicas of every service', ['production'], () => {
  const { product } = useProduct({ profile: 'production', browser: false });
  let mongo: mongoose.mongo.MongoClient;
  let gatewayA: string;
  let gatewayB: string;
  let adminCookie: string;
  let category: string;

  beforeAll(async () => {
    [gatewayA, gatewayB] = product.baseUrls;
    mongo = await mongoose.mongo.MongoClient.connect((engines as Record<string, string>).MONGO_URL);
    adminCookie = await logIn(gatewayA);
    category = ((await (await fetch(`${gatewayA}/api/categories`)).json()) as { data: { _id: string }[] }).data[0]._id;
  });

  afterAll(async () => {
    await mongo?.close();
  });

  const logIn = (gateway: string) => adminSession(product, gateway);

  async function me(gateway: string, cookie: string): Promise<{ email: string } | null> {
    const response = await fetch(`${gateway}/api/auth/me`, { headers: { cookie } });
    expect(response.status).toBe(200);
    return ((await response.json()) as { user: { email: string } | null }).user;
  }

  async function write(gateway: string, method: 'POST' | 'PUT', path: string, body: unknown): Promise<ArticleAnswer> {
    const response = await fetch(`${gateway}${path}`, {
      method,
      headers: { 'content-type': 'application/json', cookie: adminCookie },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(method === 'POST' ? 201 : 200);
    return ((await response.json()) as { data: ArticleAnswer }).data;
  }

  function createArticle(title: string, summary: string, content = `<p>${title}</p>`): Promise<ArticleAnswer> {
    return write(gatewayA, 'POST', '/api/articles', { title, category, summary, content, status: 'published', tags: [] });
  }

  /** An anonymous read, as the public cache serves it. */
  async function read(gateway: string, slug: string): Promise<{ article: ArticleAnswer; cache: string | null }> {
    const response = await fetch(`${gateway}/api/articles/${slug}`);
    expect(response.status).toBe(200);
    return { article: ((await response.json()) as { data: ArticleAnswer }).data, cache: response.headers.get('x-cache') };
  }

  const contentDb = () => mongo.db(product.mongoDatabase('content'));

  it('takes a session opened on one gateway on the other, and ends it on both at a logout on either', async () => {
    const cookie = await logIn(gatewayA);
    expect(await me(gatewayB, cookie)).toMatchObject({ email: product.admin.email });
    const logout = await fetch(`${gatewayB}/api/auth/logout`, { method: 'POST', headers: { cookie } });
    expect(logout.status).toBe(200);
    expect(await me(gatewayA, cookie)).toBeNull();
    expect(await me(gatewayB, cookie)).toBeNull();
  });

  it('answers the new version on one gateway as soon as the article is saved through the other', async () => {
    const created = await createArticle(`Replikprov cache ${RUN}`, 'Första versionen.');
    expect((await read(gatewayB, created.slug)).article.summary).toBe('Första versionen.');
    const cached = await read(gatewayB, created.slug);
    expect(cached).toMatchObject({ cache: 'HIT', article: { summary: 'Första versionen.', version: 1 } });

    await write(gatewayA, 'PUT', `/api/articles/${created.slug}`, {
      title: `Replikprov cache ${RUN}`,
      category,
      summary: 'Andra versionen.',
      content: `<p>Replikprov cache ${RUN}</p>`,
      status: 'published',
      tags: [],
      baseVersion: 1,
    });
    // The save announces the change before it answers; the gateways' shared cache drops it on that event.
    const after = await eventually(() => read(gatewayB, created.slug), ({ article }) => article.version === 2, 2_000);
    expect(after.article).toMatchObject({ version: 2, summary: 'Andra versionen.' });
    expect((await read(gatewayA, created.slug)).article).toMatchObject({ version: 2, summary: 'Andra versionen.' });
  });

  it('adds up the views counted by both gateways, cached reads included', async () => {
    const created = await createArticle(`Replikprov visningar ${RUN}`, 'Räknas på båda.');
    const reads = { a: 7, b: 5 };
    for (let i = 0; i < reads.a; i += 1) await read(gatewayA, created.slug);
    for (let i = 0; i < reads.b; i += 1) await read(gatewayB, created.slug);
    // Each gateway reports its count about once a second.
    // Content keeps each article's count in a small document of its own, under the article's id.
    const counter = () => contentDb().collection<{ _id: string; views: number }>('articleViews').findOne({ _id: created._id });
    const stored = await eventually(counter, (article) => article?.views === reads.a + reads.b, 10_000);
    expect(stored?.views).toBe(reads.a + reads.b);
    // And no later report counts them again: one more read on each gateway comes in its next
    // report, and the total moves by those two only.
    await read(gatewayA, created.slug);
    await read(gatewayB, created.slug);
    const later = await eventually(counter, (article) => (article?.views ?? 0) >= reads.a + reads.b + 2, 10_000);
    expect(later?.views).toBe(reads.a + reads.b + 2);
  });

  it('keeps articles, revisions, sessions and the search index when the product and its engines restart, finishes a save cut off before its article moved, and seeds nothing twice', async () => {
    const word = `omstartsprov${RUN}`;
    const created = await createArticle(`Replikprov omstart ${RUN}`, 'Före omstarten.', `<p>Ett ${word} i brödtexten.</p>`);
    const saved = await write(gatewayA, 'PUT', `/api/articles/${created.slug}`, {
      title: `Replikprov omstart ${RUN}`,
      category,
      summary: 'Sparad före omstarten.',
      content: `<p>Ett ${word} i brödtexten.</p>`,
      status: 'published',
      tags: [],
      baseVersion: 1,
    });
    const searchHits = async (gateway: string, text = word) =>
      ((await (await fetch(`${gateway}/api/articles/search?q=${text}`, { headers: { cookie: adminCookie } })).json()) as { data: { slug: string }[] }).data.map(
        (hit) => hit.slug,
      );
    expect(await eventually(() => searchHits(gatewayA), (hits) => hits.length > 0, 5_000)).toEqual([created.slug]);
    // An article whose next save a replica stored as its revision and died before moving the article to it.
    const interrupted = await createArticle(`Replikprov avbruten sparning ${RUN}`, 'Före den avbrutna sparningen.');
    const cutOffWord = `avbrutensparning${RUN}`;

    const counts = async () => ({
      articles: await contentDb().collection('articles').countDocuments(),
      revisions: await contentDb().collection('revisions').countDocuments(),
      categories: await contentDb().collection('categories').countDocuments(),
      users: await mongo.db(product.mongoDatabase('auth-users')).collection('users').countDocuments(),
      admins: await mongo.db(product.mongoDatabase('auth-users')).collection('users').countDocuments({ role: 'admin' }),
    });
    const before = await counts();
    expect(before.articles).toBeGreaterThan(0);
    expect(before.admins).toBe(1);

    await product.restart(async () => {
      // What the dead replica left: version 2 stored as a revision, the article still at version 1.
      const revisions = contentDb().collection<{ _id: string; articleId: string; versionNumber: number } & Record<string, unknown>>('revisions');
      const first = await revisions.findOne({ articleId: interrupted._id, versionNumber: 1 });
      expect(first).not.toBeNull();
      await revisions.insertOne({
        ...first!,
        _id: new mongoose.Types.ObjectId().toHexString(),
        versionNumber: 2,
        summary: 'Sparad av en replik som dog innan artikeln flyttades.',
        content: `<p>Ett ${cutOffWord} i brödtexten.</p>`,
        timestamp: new Date().toISOString(),
        changeDescription: 'Avbruten sparning',
        savedByRequest: `avbruten-${RUN}`,
      });
      await mongo.close();
      await promisify(execFile)(process.execPath, ['scripts/engines/engines.mjs', 'restart'], { cwd: ROOT, env: process.env });
      // The engines come back on their addresses, so the product starts again with the variables it had.
      expect(productionEngines()).toEqual(engines);
      mongo = await mongoose.mongo.MongoClient.connect((engines as Record<string, string>).MONGO_URL);
    });

    expect(await counts()).toEqual({ ...before, revisions: before.revisions + 1 });
    const article = await contentDb().collection<{ _id: string; version: number; summary: string }>('articles').findOne({ slug: created.slug });
    expect(article).toMatchObject({ _id: created._id, version: saved.version, summary: 'Sparad före omstarten.' });
    const versions = await contentDb().collection<{ versionNumber: number }>('revisions').find({ articleId: created._id }).toArray();
    expect(versions.map((revision) => revision.versionNumber).sort()).toEqual([1, 2]);
    // The session made before the restart still works, on both gateways.
    expect(await me(gatewayA, adminCookie)).toMatchObject({ email: product.admin.email });
    expect(await me(gatewayB, adminCookie)).toMatchObject({ email: product.admin.email });
    expect(await searchHits(gatewayB)).toEqual([created.slug]);
    expect((await read(gatewayB, created.slug)).article).toMatchObject({ version: 2, summary: 'Sparad före omstarten.' });

    // A starting content replica finished the cut-off save: the article reads it, in the store, the
    // API and the search index, and its history runs 1, 2 with nothing doubled.
    const finished = await eventually(async () => (await read(gatewayA, interrupted.slug)).article, (answer) => answer.version === 2, 10_000);
    expect(finished).toMatchObject({ version: 2, summary: 'Sparad av en replik som dog innan artikeln flyttades.' });
    expect((await read(gatewayB, interrupted.slug)).article).toMatchObject({ version: 2, summary: 'Sparad av en replik som dog innan artikeln flyttades.' });
    const history = await contentDb().collection<{ versionNumber: number }>('revisions').find({ articleId: interrupted._id }).toArray();
    expect(history.map((revision) => revision.versionNumber).sort()).toEqual([1, 2]);
    expect(await eventually(() => searchHits(gatewayB, cutOffWord), (hits) => hits.length > 0, 5_000)).toEqual([interrupted.slug]);
  }, 240_000);
});
