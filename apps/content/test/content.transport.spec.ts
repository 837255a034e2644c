import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import {
  ARTICLE_MESSAGES,
  CATEGORY_MESSAGES,
  CONTENT_PATTERNS,
  EVENTS,
  HEALTH_PATTERN,
  VALIDATION_MESSAGES,
  type Article,
  type ArticlePage,
  type ArticleSearchResult,
  type Category,
  type CategoryArticles,
  type CategoryDeleteResult,
  type RevisionComparison,
  type RevisionPage,
  type ServiceHealth,
  type Tag,
  type TagMergeResult,
} from '@labmedicin/contracts';
import { bootstrapService, createTransportClients, type TransportClients } from '@labmedicin/platform';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { AppModule } from '../src/app.module';
import { STANDARD_CATEGORIES } from '../src/seed/categories.seed';
import { CONTENT_EVENTS, actors, articleInput, metaFor, startEventRecorder, testConfig, unknownId, type EventRecorder } from './fixtures';

/** The content service started as in production (its main), called over TCP the way the gateway calls it. */
describe('content service over the TCP transport', () => {
  let dir: TempDir;
  let service: INestMicroservice;
  let events: EventRecorder;
  let clients: TransportClients;

  beforeAll(async () => {
    dir = await makeTempDir('content-transport-');
    const config = await testConfig(dir.path);
    events = await startEventRecorder(config, [EVENTS.categoryChanged, ...CONTENT_EVENTS]);
    service = await bootstrapService('content', config, AppModule.forRoot(config));
    clients = createTransportClients(config, 'gateway');
  });

  afterAll(async () => {
    await clients?.close();
    await service?.close();
    await events?.close();
    await dir?.remove();
  });

  const send = <R>(pattern: string, data: unknown, actor: (typeof actors)[keyof typeof actors] | null = actors.admin) =>
    clients.send<R, unknown>('content', pattern, data, metaFor(actor));

  it('answers its health pattern with the document store and search index ok', async () => {
    const health = await send<ServiceHealth>(HEALTH_PATTERN.content, undefined, null);
    expect(health).toEqual({ status: 'ok', checks: { documents: 'ok', search: 'ok' } });
  });

  it('serves the category lifecycle and keeps error statuses intact', async () => {
    const seeded = await send<Category[]>(CONTENT_PATTERNS.categoriesList, undefined, null);
    expect(seeded).toHaveLength(STANDARD_CATEGORIES.length);

    const created = await send<Category>(CONTENT_PATTERNS.categoriesCreate, { name: 'Blodgas', description: '', color: '#112233' });
    expect(created).toMatchObject({ name: 'Blodgas', slug: 'blodgas', articleCount: 0 });

    await expect(send(CONTENT_PATTERNS.categoriesCreate, { name: 'klinisk KEMI', color: '#112233' })).rejects.toEqual({
      status: 409,
      message: CATEGORY_MESSAGES.nameTaken,
      errors: { name: CATEGORY_MESSAGES.nameTaken },
    });
    await expect(send(CONTENT_PATTERNS.categoriesCreate, { name: '', color: 'blue' })).rejects.toEqual({
      status: 400,
      message: 'Validation failed',
      errors: { name: VALIDATION_MESSAGES.categoryNameRequired, color: VALIDATION_MESSAGES.colorInvalid },
    });
    await expect(
      send(CONTENT_PATTERNS.categoriesUpdate, { id: unknownId, input: { name: 'X', color: '#112233' } }),
    ).rejects.toEqual({ status: 404, message: CATEGORY_MESSAGES.notFound });
    await expect(send(CONTENT_PATTERNS.categoriesCreate, { name: 'Y', color: '#112233' }, actors.contributor)).rejects.toEqual({
      status: 403,
      message: 'Admin privileges required',
    });

    const updated = await send<Category>(CONTENT_PATTERNS.categoriesUpdate, {
      id: created._id,
      input: { name: 'Blodgaser', description: 'Syra-basstatus.', color: '#445566' },
    });
    expect(updated).toMatchObject({ _id: created._id, slug: 'blodgaser', description: 'Syra-basstatus.' });

    const articles = await send<CategoryArticles>(CONTENT_PATTERNS.categoriesArticles, { id: created._id }, actors.contributor);
    expect(articles).toMatchObject({ count: 0, articles: [], category: { _id: created._id, name: 'Blodgaser' } });

    await expect(send(CONTENT_PATTERNS.categoriesDelete, { id: created._id, moveToCategory: unknownId })).rejects.toEqual({
      status: 404,
      message: CATEGORY_MESSAGES.moveTargetNotFound,
    });
    const deleted = await send<CategoryDeleteResult>(CONTENT_PATTERNS.categoriesDelete, { id: created._id, moveToCategory: null });
    expect(deleted).toMatchObject({ deleted: { _id: created._id, name: 'Blodgaser' }, movedArticles: 0 });
    expect(await send<Category[]>(CONTENT_PATTERNS.categoriesList, undefined, null)).toHaveLength(STANDARD_CATEGORIES.length);

    expect(await events.waitFor(3)).toEqual([
      { id: created._id, kind: 'created' },
      { id: created._id, kind: 'updated' },
      { id: created._id, kind: 'deleted' },
    ]);
  });

  it('serves articles, revisions, tags and search, keeping 404 and 409 intact', async () => {
    const categories = await send<Category[]>(CONTENT_PATTERNS.categoriesList, undefined, null);
    const hematologi = categories.find((c) => c.name === 'Hematologi')!._id;
    const draft = await send<Article>(
      CONTENT_PATTERNS.articlesCreate,
      articleInput(hematologi, { title: 'Transportprov för hemoglobin', tags: ['Transport'] }),
      actors.contributor,
    );
    expect(draft).toMatchObject({ slug: 'transportprov-for-hemoglobin', status: 'draft', version: 1, tags: ['transport'] });
    await expect(send(CONTENT_PATTERNS.articlesGet, { slug: draft.slug }, null)).rejects.toEqual({ status: 404, message: ARTICLE_MESSAGES.notFound });

    const published = await send<Article>(CONTENT_PATTERNS.articlesUpdate, {
      slug: draft.slug,
      input: { ...articleInput(hematologi, { title: draft.title, tags: ['transport'], status: 'published' }), baseVersion: 1 },
    });
    expect(published.version).toBe(2);
    await expect(
      send(CONTENT_PATTERNS.articlesUpdate, { slug: draft.slug, input: { ...articleInput(hematologi), baseVersion: 1 } }),
    ).rejects.toEqual({ status: 409, message: ARTICLE_MESSAGES.staleEdit });

    expect(await send<Article>(CONTENT_PATTERNS.articlesGet, { slug: draft.slug }, null)).toMatchObject({ _id: draft._id, views: 1 });
    const list = await send<ArticlePage>(CONTENT_PATTERNS.articlesList, { tag: 'transport' }, null);
    expect(list).toMatchObject({ data: [{ _id: draft._id }], pagination: { page: 1, limit: 20, total: 1, pages: 1 } });
    const found = await send<ArticleSearchResult>(CONTENT_PATTERNS.articlesSearch, { q: 'transportprov' }, null);
    expect(found.data.map((a) => a._id)).toEqual([draft._id]);

    const history = await send<RevisionPage>(CONTENT_PATTERNS.revisionsList, { slug: draft.slug });
    expect(history.data.map((r) => [r.versionNumber, r.editedBy])).toEqual([[2, 'admin'], [1, 'writer']]);
    const comparison = await send<RevisionComparison>(CONTENT_PATTERNS.revisionsCompare, { slug: draft.slug, v1: '1', v2: '2' });
    expect(comparison.differences).toMatchObject({ status: true, title: false });
    expect(await send<Article>(CONTENT_PATTERNS.revisionsRestore, { slug: draft.slug, versionNumber: 1 })).toMatchObject({ version: 3, status: 'draft' });

    expect((await send<Tag[]>(CONTENT_PATTERNS.tagsList, undefined)).find((t) => t.tag === 'transport')).toEqual({ tag: 'transport', count: 1 });
    expect(await send<TagMergeResult>(CONTENT_PATTERNS.tagsMerge, { sourceTags: ['transport'], targetTag: 'frakt' })).toEqual({
      targetTag: 'frakt',
      mergedTags: ['transport'],
      updatedArticles: 1,
    });
    expect(await send<ArticlePage>(CONTENT_PATTERNS.tagsArticles, { tag: 'frakt' }, null)).toMatchObject({ data: [], pagination: { limit: 12 } });

    await expect(send(CONTENT_PATTERNS.articlesDelete, { slug: draft.slug }, actors.contributor)).rejects.toMatchObject({ status: 403 });
    expect(await send(CONTENT_PATTERNS.articlesDelete, { slug: draft.slug })).toEqual({
      deleted: { _id: draft._id, slug: draft.slug, title: draft.title },
    });
    await expect(send(CONTENT_PATTERNS.revisionsList, { slug: draft.slug })).rejects.toEqual({ status: 404, message: ARTICLE_MESSAGES.notFound });

    await events.waitForEvent({ id: draft._id, slug: draft.slug, categoryId: hematologi, tags: ['frakt'], status: 'draft', images: [] }, EVENTS.articleDeleted);
    expect(events.receivedEvents.filter((e) => e.event !== EVENTS.categoryChanged).map((e) => e.event)).toEqual([
      EVENTS.articleCreated,
      EVENTS.articleUpdated,
      EVENTS.articleUpdated,
      EVENTS.tagsChanged,
      EVENTS.articleDeleted,
    ]);
  });

  it('counts the views the gateway served from its cache, told by an article.viewed event', async () => {
    const [first] = (await send<ArticlePage>(CONTENT_PATTERNS.articlesList, { limit: 1 }, null)).data;
    const read = async () => (await send<Article>(CONTENT_PATTERNS.articlesGet, { slug: first.slug }, null)).views;
    const before = await read();
    await clients.emit(EVENTS.articleViewed, { id: first._id, count: 2 }, metaFor(null));
    await clients.emit(EVENTS.articleViewed, { id: first._id, count: 1 }, metaFor(null));
    await clients.emit(EVENTS.articleViewed, { id: 'not-an-id', count: 5 }, metaFor(null));
    await clients.emit(EVENTS.articleViewed, { id: first._id, count: -7 }, metaFor(null));
    // Every read is a view too: the k-th read after `before` adds k of its own.
    let reads = 0;
    let fromEvents = 0;
    const until = Date.now() + 5000;
    while (fromEvents < 3 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      reads += 1;
      fromEvents = (await read()) - before - reads;
    }
    expect(fromEvents).toBe(3);
  });
});
