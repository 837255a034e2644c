import 'reflect-metadata';
import type { INestMicroservice } from '@nestjs/common';
import {
  CATEGORY_MESSAGES,
  CONTENT_MESSAGES as M,
  EVENTS,
  HEALTH_MESSAGES,
  VALIDATION_MESSAGES,
  errorBody,
  type PayloadOf,
  type RequestMessage,
} from '@labmedicin/contracts';
import { bootstrapService, createTransportClients, type TransportClients } from '@labmedicin/platform';
import { actors, makeTempDir, metaFor, testConfig, unknownId, type TempDir } from '@labmedicin/platform/testing';
import { AppModule } from '../src/app.module';
import { STANDARD_CATEGORIES } from '../src/seed/categories.seed';
import { CONTENT_EVENTS, articleInput, startEventRecorder, type EventRecorder } from './fixtures';

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

  /** The start's own events (the seed's corrections and translation links) come before the tests': each test looks at those of what it wrote. */
  const idOf = (data: unknown) => (data as { id?: string }).id;

  const send = <Msg extends RequestMessage>(message: Msg, payload: PayloadOf<Msg>, actor: (typeof actors)[keyof typeof actors] | null = actors.admin) =>
    clients.send(message, payload, metaFor(actor));

  it('answers its health pattern with the document store and search index ok', async () => {
    const health = await send(HEALTH_MESSAGES.content, {}, null);
    expect(health).toEqual({ status: 'ok', checks: { documents: 'ok', search: 'ok' } });
  });

  it('serves the category lifecycle and keeps error statuses intact', async () => {
    const seeded = await send(M.categoriesList, {}, null);
    expect(seeded).toHaveLength(STANDARD_CATEGORIES.length);

    const created = await send(M.categoriesCreate, { name: 'Blodgas', description: '', color: '#112233' });
    expect(created).toMatchObject({ name: 'Blodgas', slug: 'blodgas', articleCount: 0 });

    await expect(send(M.categoriesCreate, { name: 'klinisk KEMI', color: '#112233' })).rejects.toEqual({
      status: 409,
      code: 'CATEGORY_NAME_TAKEN',
      message: CATEGORY_MESSAGES.nameTaken,
      errors: { name: CATEGORY_MESSAGES.nameTaken },
      fieldCodes: { name: 'categoryNameTaken' },
    });
    // An invalid payload is refused once, by the catalogue's schema, before the handler runs.
    await expect(send(M.categoriesCreate, { name: '', color: 'blue' })).rejects.toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { name: VALIDATION_MESSAGES.categoryNameRequired, color: VALIDATION_MESSAGES.colorInvalid },
      fieldCodes: { name: 'categoryNameRequired', color: 'colorInvalid' },
    });
    await expect(send(M.categoriesUpdate, { id: unknownId, name: 'X', color: '#112233' })).rejects.toEqual(errorBody('CATEGORY_NOT_FOUND'));
    await expect(send(M.categoriesCreate, { name: 'Y', color: '#112233' }, actors.contributor)).rejects.toEqual(errorBody('ADMIN_REQUIRED'));

    const updated = await send(M.categoriesUpdate, { id: created._id, name: 'Blodgaser', description: 'Syra-basstatus.', color: '#445566' });
    expect(updated).toMatchObject({ _id: created._id, slug: 'blodgaser', description: 'Syra-basstatus.' });

    const articles = await send(M.categoriesArticles, { id: created._id }, actors.contributor);
    expect(articles).toMatchObject({ count: 0, articles: [], category: { _id: created._id, name: 'Blodgaser' } });

    await expect(send(M.categoriesDelete, { id: created._id, moveToCategory: unknownId })).rejects.toEqual(errorBody('CATEGORY_MOVE_TARGET_NOT_FOUND'));
    const deleted = await send(M.categoriesDelete, { id: created._id, moveToCategory: null });
    expect(deleted).toMatchObject({ deleted: { _id: created._id, name: 'Blodgaser' }, movedArticles: 0 });
    expect(await send(M.categoriesList, {}, null)).toHaveLength(STANDARD_CATEGORIES.length);

    await events.waitForEvent({ id: created._id, kind: 'deleted' }, EVENTS.categoryChanged);
    expect(events.receivedEvents.filter((e) => e.event === EVENTS.categoryChanged && idOf(e.data) === created._id).map((e) => e.data)).toEqual([
      { id: created._id, kind: 'created' },
      { id: created._id, kind: 'updated' },
      { id: created._id, kind: 'deleted' },
    ]);
  });

  it('serves articles, revisions, tags and search, keeping 404 and 409 intact', async () => {
    const categories = await send(M.categoriesList, {}, null);
    const hematologi = categories.find((c) => c.name === 'Hematologi')!._id;
    const draft = await send(
      M.articlesCreate,
      articleInput(hematologi, { title: 'Transportprov för hemoglobin', tags: ['Transport'] }),
      actors.contributor,
    );
    expect(draft).toMatchObject({ slug: 'transportprov-for-hemoglobin', status: 'draft', version: 1, tags: ['transport'] });
    await expect(send(M.articlesGet, { slug: draft.slug }, null)).rejects.toEqual(errorBody('ARTICLE_NOT_FOUND'));

    const published = await send(M.articlesUpdate, {
      ...articleInput(hematologi, { title: draft.title, tags: ['transport'], status: 'published' }),
      baseVersion: 1,
      slug: draft.slug,
    });
    expect(published.version).toBe(2);
    await expect(send(M.articlesUpdate, { ...articleInput(hematologi), baseVersion: 1, slug: draft.slug })).rejects.toEqual(errorBody('ARTICLE_STALE_EDIT'));

    expect(await send(M.articlesGet, { slug: draft.slug }, null)).toMatchObject({ _id: draft._id, views: 0 });
    const list = await send(M.articlesList, { tag: 'transport' }, null);
    expect(list).toMatchObject({ data: [{ _id: draft._id }], pagination: { page: 1, limit: 20, total: 1, pages: 1 } });
    const found = await send(M.articlesSearch, { q: 'transportprov' }, null);
    expect(found.data.map((a) => a._id)).toEqual([draft._id]);

    const history = await send(M.revisionsList, { slug: draft.slug });
    expect(history.data.map((r) => [r.versionNumber, r.editedBy])).toEqual([[2, 'admin'], [1, 'writer']]);
    const comparison = await send(M.revisionsCompare, { slug: draft.slug, v1: 1, v2: 2 });
    expect(comparison.differences).toMatchObject({ status: true, title: false });
    expect(await send(M.revisionsRestore, { slug: draft.slug, versionNumber: 1 })).toMatchObject({ version: 3, status: 'draft' });

    expect((await send(M.tagsList, {})).find((t) => t.tag === 'transport')).toEqual({ tag: 'transport', count: 1 });
    expect(await send(M.tagsMerge, { sourceTags: ['transport'], targetTag: 'frakt' })).toEqual({
      targetTag: 'frakt',
      mergedTags: ['transport'],
      updatedArticles: 1,
    });
    expect(await send(M.tagsArticles, { tag: 'frakt' }, null)).toMatchObject({ data: [], pagination: { limit: 12 } });

    await expect(send(M.articlesDelete, { slug: draft.slug }, actors.contributor)).rejects.toMatchObject({ status: 403 });
    expect(await send(M.articlesDelete, { slug: draft.slug })).toEqual({
      deleted: { _id: draft._id, slug: draft.slug, title: draft.title },
    });
    await expect(send(M.revisionsList, { slug: draft.slug })).rejects.toEqual(errorBody('ARTICLE_NOT_FOUND'));

    await events.waitForEvent({ id: draft._id, slug: draft.slug, title: draft.title, categoryId: hematologi, tags: ['frakt'], status: 'draft', images: [], uploadedImages: [], language: 'sv', linkedSlugs: [] }, EVENTS.articleDeleted);
    const aboutDraft = (data: unknown) => idOf(data) === draft._id || (data as { articles?: { id: string }[] }).articles?.some((a) => a.id === draft._id);
    expect(events.receivedEvents.filter((e) => e.event !== EVENTS.categoryChanged && aboutDraft(e.data)).map((e) => e.event)).toEqual([
      EVENTS.articleCreated,
      EVENTS.articleUpdated,
      EVENTS.articleUpdated,
      EVENTS.tagsChanged,
      EVENTS.articleDeleted,
    ]);
  });

  it('stores the views the gateway reports with article.viewed events, and drops invalid reports', async () => {
    const [first] = (await send(M.articlesList, { limit: 1 }, null)).data;
    const read = async () => (await send(M.articlesGet, { slug: first.slug }, null)).views;
    const before = await read();
    await clients.emit(EVENTS.articleViewed, { id: 'not-an-id', count: 5 }, metaFor(null));
    await clients.emit(EVENTS.articleViewed, { id: first._id, count: -7 }, metaFor(null));
    await clients.emit(EVENTS.articleViewed, { id: first._id, count: 2 }, metaFor(null));
    await clients.emit(EVENTS.articleViewed, { id: first._id, count: 1 }, metaFor(null));
    const until = Date.now() + 5000;
    while ((await read()) - before < 3 && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await read()) - before).toBe(3);
  });
});
