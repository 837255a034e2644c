import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CONTENT_MESSAGES as M, HEX_COLOR, LIMITS, articleInputSchema, categoryInputSchema, slugify } from '@labmedicin/contracts';
import { DOCUMENT_STORE, type DocumentStore, type PlatformConfig } from '@labmedicin/platform';
import { actors, makeTempDir, messageCaller, metaFor, testConfig, type TempDir } from '@labmedicin/platform/testing';
import { CONTENT_CONTROLLERS } from '../../test/fixtures';
import { AppModule } from '../app.module';
import { ArticlesRepository } from '../store/articles.repository';
import { CategoriesRepository } from '../store/categories.repository';
import { RevisionsRepository } from '../store/revisions.repository';
import { storedFieldsOf } from '../writing/article-fields';
import { ArticleWriter } from '../writing/article-writer';
import { STANDARD_CATEGORIES } from './categories.seed';
import { loadSeedArticles } from './seed-articles';
import { SEED_CHANGE, SEED_EDITOR } from './seed.service';

const SEED_ARTICLES = loadSeedArticles();

describe('first-start seed', () => {
  let dir: TempDir;
  let config: PlatformConfig;
  let app: INestApplicationContext | undefined;

  const start = async () => {
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
    const call = messageCaller(app, CONTENT_CONTROLLERS);
    return { call, list: () => call(M.categoriesList, metaFor(actors.admin)) };
  };
  const stop = async () => {
    await app?.close();
    app = undefined;
  };

  beforeAll(async () => {
    dir = await makeTempDir('content-seed-');
    config = await testConfig(dir.path);
  });
  afterAll(async () => {
    await stop();
    await dir?.remove();
  });

  it('is a sensible list: valid, distinct names, slugs and colours, Swedish descriptions of one sentence', () => {
    expect(STANDARD_CATEGORIES.length).toBeGreaterThanOrEqual(12);
    expect(STANDARD_CATEGORIES.length).toBeLessThanOrEqual(15);
    for (const category of STANDARD_CATEGORIES) {
      expect(categoryInputSchema.parse(category)).toEqual(category);
      expect(category.color).toMatch(HEX_COLOR);
      expect(category.description.length).toBeGreaterThan(40);
      expect(category.description).toMatch(/^[A-ZÅÄÖ][^.]*[^.\s]\.$/u);
    }
    const distinct = (values: string[]) => new Set(values).size;
    expect(distinct(STANDARD_CATEGORIES.map((c) => c.name.toLowerCase()))).toBe(STANDARD_CATEGORIES.length);
    expect(distinct(STANDARD_CATEGORIES.map((c) => slugify(c.name)))).toBe(STANDARD_CATEGORIES.length);
    expect(distinct(STANDARD_CATEGORIES.map((c) => c.color.toLowerCase()))).toBe(STANDARD_CATEGORIES.length);
    expect(STANDARD_CATEGORIES.map((c) => c.name)).toEqual(
      expect.arrayContaining(['Klinisk kemi', 'Hematologi', 'Koagulation', 'Klinisk immunologi', 'Mikrobiologi', 'Transfusionsmedicin']),
    );
  });

  const seedCount = (category: string) => SEED_ARTICLES.filter((a) => a.category === category).length;

  it('has seed articles that the article schema accepts as they are', () => {
    for (const seed of SEED_ARTICLES) {
      const parsed = articleInputSchema.safeParse({ ...seed, category: 'a00000000000000000000009', status: 'published' });
      expect({ title: seed.title, errors: parsed.error?.issues ?? [] }).toEqual({ title: seed.title, errors: [] });
    }
  });

  it('creates the standard categories and the seed articles on first start and never again', async () => {
    const first = await (await start()).list();
    expect(first.map((c) => c.name).sort()).toEqual(STANDARD_CATEGORIES.map((c) => c.name).sort());
    expect(first.find((c) => c.name === 'Klinisk kemi')).toMatchObject({ slug: 'klinisk-kemi', articleCount: seedCount('Klinisk kemi') });
    expect(first.find((c) => c.name === 'Patologi och cytologi')).toMatchObject({ slug: 'patologi-och-cytologi', articleCount: 0 });
    expect(first.reduce((sum, c) => sum + c.articleCount, 0)).toBe(SEED_ARTICLES.length);

    const articles = app!.get(ArticlesRepository);
    const stored = await articles.all();
    expect(stored.map((a) => a.slug).sort()).toEqual(SEED_ARTICLES.map((a) => slugify(a.title)).sort());
    expect(stored.every((a) => a.status === 'published' && a.version === 1)).toBe(true);
    expect(stored.every((a) => a.excerpt && a.excerpt.length <= LIMITS.cardSummaryFallback)).toBe(true);
    const hb = await articles.findBySlug('hemoglobin-b-hb');
    expect(hb).toMatchObject({ title: 'Hemoglobin (B-Hb)', categoryId: first.find((c) => c.name === 'Hematologi')?._id });
    expect(await app!.get(RevisionsRepository).find(hb!._id, 1)).toMatchObject({
      editedBy: SEED_EDITOR,
      change: SEED_CHANGE,
      title: 'Hemoglobin (B-Hb)',
      status: 'published',
    });
    const page = await messageCaller(app!, CONTENT_CONTROLLERS)(M.articlesList, metaFor(null), { limit: 100 });
    expect(page.pagination.total).toBe(SEED_ARTICLES.length);
    expect(page.data.every((a) => a.views === 0)).toBe(true);
    await stop();

    const service = await start();
    const second = await service.list();
    expect(second.map((c) => c._id).sort()).toEqual(first.map((c) => c._id).sort());
    expect(await app!.get(ArticlesRepository).countAll()).toBe(SEED_ARTICLES.length);

    // What the admin removed stays removed: the seed runs only while there is nothing of its kind.
    const removed = second.find((c) => c.name === 'Urinanalys');
    const kemi = second.find((c) => c.name === 'Klinisk kemi');
    await service.call(M.categoriesDelete, metaFor(actors.admin), { id: removed?._id, moveToCategory: kemi?._id });
    await service.call(M.articlesDelete, metaFor(actors.admin), { slug: 'hemoglobin-b-hb' });
    await stop();
    const third = await (await start()).list();
    expect(third).toHaveLength(STANDARD_CATEGORIES.length - 1);
    expect(third.some((c) => c.name === 'Urinanalys')).toBe(false);
    expect(third.find((c) => c.name === 'Klinisk kemi')?.articleCount).toBe(seedCount('Klinisk kemi') + seedCount('Urinanalys'));
    expect(await app!.get(ArticlesRepository).countAll()).toBe(SEED_ARTICLES.length - 1);
    expect(await app!.get(ArticlesRepository).findBySlug('hemoglobin-b-hb')).toBeNull();
  });

  it('finishes at the next start a seed that a stop or a crash cut off half way, storing nothing twice', async () => {
    const cutOff = await makeTempDir('content-seed-cut-');
    try {
      const cutConfig = await testConfig(cutOff.path);
      app = await NestFactory.createApplicationContext(AppModule.forRoot(cutConfig), { logger: false });
      // What a seed cut off at its third article leaves: its record begun, not finished; the third
      // article's revision without its article; nothing of the articles after it.
      const store = app.get<DocumentStore>(DOCUMENT_STORE);
      await store.collection('seedProgress').updateMany({}, { $unset: { finishedAt: true } });
      const slugs = SEED_ARTICLES.map((seed) => slugify(seed.title)).sort();
      const [cutAt, ...notYet] = slugs.slice(2);
      const notYetIds = (await store.collection('articles').find({ slug: { $in: notYet } })).map((article) => article._id);
      await store.collection('articles').deleteMany({ slug: { $in: [cutAt, ...notYet] } });
      expect(await store.collection('revisions').deleteMany({ articleId: { $in: notYetIds } })).toBe(notYet.length);
      expect(await app.get(ArticlesRepository).countAll()).toBe(2);
      await stop();

      app = await NestFactory.createApplicationContext(AppModule.forRoot(cutConfig), { logger: false });
      const articles = await app.get(ArticlesRepository).all();
      expect(articles.map((a) => a.slug).sort()).toEqual(slugs);
      for (const { _id } of articles) expect((await app.get(RevisionsRepository).page(_id, 1, 10)).total).toBe(1);
      const search = await messageCaller(app, CONTENT_CONTROLLERS)(M.articlesSearch, metaFor(null), { q: SEED_ARTICLES.find((seed) => slugify(seed.title) === cutAt)!.title });
      expect(search.data.map((a: { slug: string }) => a.slug)).toContain(cutAt);
      await stop();

      // Finished now: an article an admin removes stays removed.
      app = await NestFactory.createApplicationContext(AppModule.forRoot(cutConfig), { logger: false });
      await messageCaller(app, CONTENT_CONTROLLERS)(M.articlesDelete, metaFor(actors.admin), { slug: cutAt });
      await stop();
      app = await NestFactory.createApplicationContext(AppModule.forRoot(cutConfig), { logger: false });
      expect(await app.get(ArticlesRepository).findBySlug(cutAt)).toBeNull();
    } finally {
      await stop();
      await cutOff.remove();
    }
  });

  it('stores each seed article once when replicas seed at the same moment', async () => {
    const seeded = await makeTempDir('content-seed-race-');
    try {
      app = await NestFactory.createApplicationContext(AppModule.forRoot(await testConfig(seeded.path)), { logger: false });
      const articles = app.get(ArticlesRepository);
      const before = (await articles.all()).map((a) => ({ _id: a._id, slug: a.slug })).sort((a, b) => a.slug.localeCompare(b.slug));
      const hematologi = (await app.get(CategoriesRepository).findByName('Hematologi'))!._id;
      // Two more replicas seed the same articles at once, as they would on a first start together.
      const entries = SEED_ARTICLES.filter((seed) => seed.category === 'Hematologi').map((seed) => ({
        fields: storedFieldsOf(articleInputSchema.parse({ ...seed, category: hematologi, status: 'published' })),
        note: { change: SEED_CHANGE },
      }));
      const writer = app.get(ArticleWriter);
      await Promise.all([writer.createSeed(entries, SEED_EDITOR), writer.createSeed(entries, SEED_EDITOR)]);
      const after = (await articles.all()).map((a) => ({ _id: a._id, slug: a.slug })).sort((a, b) => a.slug.localeCompare(b.slug));
      expect(after).toEqual(before);
      for (const { _id } of after) expect((await app.get(RevisionsRepository).page(_id, 1, 10)).total).toBe(1);
    } finally {
      await stop();
      await seeded.remove();
    }
  });
});
