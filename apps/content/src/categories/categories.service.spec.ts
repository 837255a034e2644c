import 'reflect-metadata';
import type { INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { CATEGORY_MESSAGES, CONTENT_MESSAGES as M, VALIDATION_MESSAGES, errorBody, type Category, type CategoryChangedEvent } from '@labmedicin/contracts';
import type { ServiceError } from '@labmedicin/platform';
import { actors, makeTempDir, messageCaller, metaFor, testConfig, unknownId, type TempDir } from '@labmedicin/platform/testing';
import { articleDocument, startEventRecorder, type EventRecorder } from '../../test/fixtures';
import { AppModule } from '../app.module';
import { ArticlesRepository } from '../store/articles.repository';
import { CategoriesController } from './categories.controller';

const admin = metaFor(actors.admin);

describe('CategoriesService (NeDB files in a temp dir)', () => {
  let dir: TempDir;
  let app: INestApplicationContext;
  let events: EventRecorder;
  let call: ReturnType<typeof messageCaller>;
  let articles: ArticlesRepository;

  beforeAll(async () => {
    dir = await makeTempDir('content-categories-');
    const config = await testConfig(dir.path);
    events = await startEventRecorder(config);
    app = await NestFactory.createApplicationContext(AppModule.forRoot(config), { logger: false });
    call = messageCaller(app, [CategoriesController]);
    articles = app.get(ArticlesRepository);
  });

  afterAll(async () => {
    await app?.close();
    await events?.close();
    await dir?.remove();
  });

  const create = (name: string, extra: { description?: string; color?: string; nameEn?: string } = {}) =>
    call(M.categoriesCreate, admin, { name, description: '', color: '#123456', ...extra });

  const addArticles = async (categoryId: string, count: number, prefix: string) => {
    for (let i = 1; i <= count; i++) {
      await articles.insert(articleDocument({ categoryId, slug: `${prefix}-${i}`, title: `${prefix} ${i}`, status: i % 2 ? 'published' : 'draft' }));
    }
  };

  const byId = async (id: string): Promise<Category | undefined> => (await call(M.categoriesList, admin)).find((c) => c._id === id);

  /** The ServiceError body a call fails with. */
  const failure = async (request: Promise<unknown>) => {
    const error = await request.then(
      () => {
        throw new Error('expected the call to fail');
      },
      (e: ServiceError) => e,
    );
    return error.body;
  };

  it('creates a category and lists it with its article count', async () => {
    const countsBefore = new Map((await call(M.categoriesList, admin)).map((c) => [c._id, c.articleCount]));
    const created = await create('Blodgas', { description: 'pH, pCO2 och pO2 i artärblod.', color: '#AA3366' });
    expect(created).toMatchObject({ name: 'Blodgas', slug: 'blodgas', color: '#AA3366', articleCount: 0 });
    expect(created._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(created.createdAt)).not.toBeNaN();

    await addArticles(created._id, 3, 'blodgas');
    const listed = await byId(created._id);
    expect(listed).toMatchObject({ name: 'Blodgas', articleCount: 3, description: 'pH, pCO2 och pO2 i artärblod.' });
    // Readers see only what they can open: two of the three are published.
    for (const reader of [metaFor(null), metaFor(actors.user)]) {
      expect((await call(M.categoriesList, reader)).find((c) => c._id === created._id)?.articleCount).toBe(2);
    }
    // An editor on the public list asks for the readers' counts.
    expect((await call(M.categoriesList, admin, { status: 'published' })).find((c) => c._id === created._id)?.articleCount).toBe(2);
    await expect(call(M.categoriesList, admin, { status: 'draft' })).rejects.toMatchObject({ body: { status: 400 } });
    // The seed articles stay where they were.
    const others = (await call(M.categoriesList, admin)).filter((c) => c._id !== created._id);
    expect(others.map((c) => [c._id, c.articleCount])).toEqual(others.map((c) => [c._id, countsBefore.get(c._id)]));

    await events.waitForEvent({ id: created._id, kind: 'created' } satisfies CategoryChangedEvent);
  });

  it('keeps a name in each language: the English one given, or the Swedish one when it is left blank', async () => {
    const created = await create('Blodfetter', { nameEn: '  Blood lipids ' });
    expect(created).toMatchObject({ name: 'Blodfetter', names: { sv: 'Blodfetter', en: 'Blood lipids' }, slug: 'blodfetter' });
    expect((await byId(created._id))?.names).toEqual({ sv: 'Blodfetter', en: 'Blood lipids' });

    const renamed = await call(M.categoriesUpdate, admin, { id: created._id, name: 'Blodfetter i plasma', nameEn: 'Lipids', color: '#123456' });
    expect(renamed.names).toEqual({ sv: 'Blodfetter i plasma', en: 'Lipids' });
    const blank = await call(M.categoriesUpdate, admin, { id: created._id, name: 'Blodfetter i plasma', nameEn: ' ', color: '#123456' });
    expect(blank.names).toEqual({ sv: 'Blodfetter i plasma', en: 'Blodfetter i plasma' });
    expect((await byId(created._id))?.names).toEqual({ sv: 'Blodfetter i plasma', en: 'Blodfetter i plasma' });

    await expect(call(M.categoriesCreate, admin, { name: 'Långt engelskt namn', nameEn: 'x'.repeat(51), color: '#123456' })).rejects.toMatchObject({
      body: { status: 400, fieldCodes: { nameEn: 'categoryNameTooLong' } },
    });
  });

  it('answers the stored category when the same create request runs again, instead of refusing its name', async () => {
    // What a replica does with the requests of one that died after storing but before answering.
    const request = { requestId: 'cafe0000-0000-4000-8000-000000000001', actor: actors.admin };
    const input = { name: 'Farmakogenetik', description: 'Gener som styr läkemedelssvar.', color: '#654321' };
    const first = await call(M.categoriesCreate, request, input);
    expect(await call(M.categoriesCreate, request, input)).toEqual(first);
    expect((await call(M.categoriesList, admin)).filter((c) => c.name === 'Farmakogenetik')).toHaveLength(1);
    // Another create under the same id (it comes from the caller) is refused and stores nothing.
    await expect(call(M.categoriesCreate, request, { ...input, name: 'Kapad' })).rejects.toMatchObject({ body: { status: 409, code: 'DUPLICATE_RECORD' } });
    expect((await call(M.categoriesList, admin)).find((c) => c.name === 'Kapad')).toBeUndefined();
  });

  it('lists by name in Swedish order (å, ä, ö after z)', async () => {
    const names = ['Ärftlighet', 'Zygot', 'Åderlåtning', 'ammoniak'];
    for (const name of names) await create(name);
    const listed = (await call(M.categoriesList, admin)).map((c) => c.name).filter((n) => names.includes(n));
    expect(listed).toEqual(['ammoniak', 'Zygot', 'Åderlåtning', 'Ärftlighet']);
  });

  it('defaults the colour and slugs Swedish letters to ASCII', async () => {
    const created = await call(M.categoriesCreate, admin, { name: '  Lärkträd Ö-test  ' });
    expect(created).toMatchObject({ name: 'Lärkträd Ö-test', slug: 'larktrad-o-test', color: '#6c757d', description: '' });
  });

  it('rejects a name that exists in another case with 409 and a field error', async () => {
    await create('Leverprover');
    const body = await failure(create('LEVERPROVER'));
    expect(body).toEqual({ status: 409, code: 'CATEGORY_NAME_TAKEN', message: CATEGORY_MESSAGES.nameTaken, errors: { name: CATEGORY_MESSAGES.nameTaken }, fieldCodes: { name: 'categoryNameTaken' } });
    expect((await call(M.categoriesList, admin)).filter((c) => c.name.toLowerCase() === 'leverprover')).toHaveLength(1);
  });

  it('gives a name whose slug is taken a numbered slug', async () => {
    await create('Njure');
    expect((await create('Njure!')).slug).toBe('njure-2');
    expect((await create('Njure?')).slug).toBe('njure-3');
  });

  it.each([
    ['a missing name', { color: '#123456' }, 'name', VALIDATION_MESSAGES.categoryNameRequired],
    ['a blank name', { name: '   ', color: '#123456' }, 'name', VALIDATION_MESSAGES.categoryNameRequired],
    ['a name over 50 characters', { name: 'x'.repeat(51) }, 'name', VALIDATION_MESSAGES.categoryNameTooLong],
    ['a description over 200 characters', { name: 'Ok', description: 'd'.repeat(201) }, 'description', VALIDATION_MESSAGES.categoryDescriptionTooLong],
    ['a colour that is not #RRGGBB', { name: 'Ok', color: 'red' }, 'color', VALIDATION_MESSAGES.colorInvalid],
    ['a short hex colour', { name: 'Ok', color: '#fff' }, 'color', VALIDATION_MESSAGES.colorInvalid],
  ])('rejects %s with 400 and the field message', async (_case, input, field, message) => {
    const before = (await call(M.categoriesList, admin)).length;
    const body = await failure(call(M.categoriesCreate, admin, input));
    expect(body.status).toBe(400);
    expect(body.errors).toEqual({ [field]: message });
    expect((await call(M.categoriesList, admin)).length).toBe(before);
  });

  it('accepts a name of exactly 50 characters and a description of exactly 200', async () => {
    const created = await call(M.categoriesCreate, admin, { name: 'n'.repeat(50), description: 'd'.repeat(200), color: '#00ff00' });
    expect(created.name).toHaveLength(50);
  });

  describe('update', () => {
    it('renames, moves the slug with the name and keeps the article count', async () => {
      const category = await create('Elektrolyter');
      await addArticles(category._id, 2, 'elektrolyt');
      const updated = await call(M.categoriesUpdate, admin, {
        id: category._id,
        name: 'Elektrolyter och blodgaser',
        description: 'Na, K, Cl.',
        color: '#101010',
      });
      expect(updated).toMatchObject({
        _id: category._id,
        name: 'Elektrolyter och blodgaser',
        slug: 'elektrolyter-och-blodgaser',
        description: 'Na, K, Cl.',
        color: '#101010',
        articleCount: 2,
        createdAt: category.createdAt,
      });
      expect(await byId(category._id)).toMatchObject({ name: 'Elektrolyter och blodgaser', articleCount: 2 });
      await events.waitForEvent({ id: category._id, kind: 'updated' });
    });

    it('lets a category change the case of its own name', async () => {
      const category = await create('lipider');
      const updated = await call(M.categoriesUpdate, admin, { name: 'Lipider', color: '#101010', id: category._id });
      expect(updated).toMatchObject({ name: 'Lipider', slug: 'lipider' });
    });

    it("rejects another category's name in any case with 409", async () => {
      await create('Tumörmarkörer');
      const other = await create('Hjärtmarkörer');
      const body = await failure(call(M.categoriesUpdate, admin, { name: 'tumörmarkörer', color: '#101010', id: other._id }));
      expect(body).toMatchObject({ status: 409, errors: { name: CATEGORY_MESSAGES.nameTaken } });
      expect(await byId(other._id)).toMatchObject({ name: 'Hjärtmarkörer' });
    });

    it('answers 404 for a category that does not exist and 400 for a malformed id', async () => {
      const input = { name: 'Finns inte', color: '#101010' };
      expect(await failure(call(M.categoriesUpdate, admin, { ...input, id: unknownId }))).toEqual(errorBody('CATEGORY_NOT_FOUND'));
      expect(await failure(call(M.categoriesUpdate, admin, { ...input, id: 'nope' }))).toMatchObject({ status: 400, errors: { id: VALIDATION_MESSAGES.idInvalid } });
    });

    it('validates the input like create', async () => {
      const category = await create('Järnstatus');
      const body = await failure(call(M.categoriesUpdate, admin, { name: '', color: '#101010', id: category._id }));
      expect(body).toMatchObject({ status: 400, errors: { name: VALIDATION_MESSAGES.categoryNameRequired } });
    });
  });

  describe('delete', () => {
    it('deletes a category without articles', async () => {
      const category = await create('Tom kategori');
      const result = await call(M.categoriesDelete, admin, { id: category._id, moveToCategory: null });
      expect(result).toEqual({ deleted: { ...category, articleCount: 0 }, movedArticles: 0 });
      expect(await byId(category._id)).toBeUndefined();
      await events.waitForEvent({ id: category._id, kind: 'deleted' });
      expect(await failure(call(M.categoriesDelete, admin, { id: category._id, moveToCategory: null }))).toMatchObject({ status: 404 });
    });

    it('requires a valid target for a category with articles, then moves every article before deleting', async () => {
      const source = await create('Gamla prover');
      const target = await create('Nya prover');
      await addArticles(source._id, 4, 'gammal');
      await addArticles(target._id, 1, 'ny');
      const total = async () => (await call(M.categoriesList, admin)).reduce((sum, c) => sum + c.articleCount, 0);
      const totalBefore = await total();

      expect(await failure(call(M.categoriesDelete, admin, { id: source._id, moveToCategory: null }))).toMatchObject({
        status: 400,
        code: 'CATEGORY_MOVE_TARGET_REQUIRED',
        message: 'Select a category to move articles to',
        errors: { moveToCategory: 'Select a category to move articles to' },
      });
      expect(await failure(call(M.categoriesDelete, admin, { id: source._id }))).toMatchObject({ status: 400 });
      expect(await failure(call(M.categoriesDelete, admin, { id: source._id, moveToCategory: source._id }))).toMatchObject({
        status: 400,
        message: CATEGORY_MESSAGES.moveTargetSelf,
      });
      expect(await failure(call(M.categoriesDelete, admin, { id: source._id, moveToCategory: unknownId }))).toEqual(errorBody('CATEGORY_MOVE_TARGET_NOT_FOUND'));
      expect(await byId(source._id)).toMatchObject({ articleCount: 4 });
      expect(await byId(target._id)).toMatchObject({ articleCount: 1 });

      const result = await call(M.categoriesDelete, admin, { id: source._id, moveToCategory: target._id });
      expect(result).toMatchObject({ deleted: { _id: source._id, name: 'Gamla prover', articleCount: 4 }, movedArticles: 4 });
      expect(await byId(source._id)).toBeUndefined();
      expect(await byId(target._id)).toMatchObject({ articleCount: 5 });
      expect(await total()).toBe(totalBefore);
      const moved = await call(M.categoriesArticles, admin, { id: target._id });
      expect(moved.articles.map((a) => a.slug).sort()).toEqual(['gammal-1', 'gammal-2', 'gammal-3', 'gammal-4', 'ny-1']);
    });
  });

  describe('articles of a category', () => {
    it('answers the count and the articles by title, for admins and contributors', async () => {
      const category = await create('Proteiner');
      await articles.insert(articleDocument({ categoryId: category._id, slug: 'albumin', title: 'Albumin', status: 'published' }));
      await articles.insert(articleDocument({ categoryId: category._id, slug: 'orosomukoid', title: 'Orosomukoid', status: 'draft' }));
      await articles.insert(articleDocument({ categoryId: category._id, slug: 'alfa-1-antitrypsin', title: 'Ålfa-1-antitrypsin', status: 'archived' }));
      const result = await call(M.categoriesArticles, metaFor(actors.contributor), { id: category._id });
      expect(result.count).toBe(3);
      expect(result.category).toMatchObject({ _id: category._id, name: 'Proteiner', articleCount: 3 });
      expect(result.articles).toEqual([
        { _id: expect.stringMatching(/^[0-9a-f]{24}$/), slug: 'albumin', title: 'Albumin', status: 'published' },
        { _id: expect.any(String), slug: 'orosomukoid', title: 'Orosomukoid', status: 'draft' },
        { _id: expect.any(String), slug: 'alfa-1-antitrypsin', title: 'Ålfa-1-antitrypsin', status: 'archived' },
      ]);
      expect((await call(M.categoriesArticles, admin, { id: (await create('Utan artiklar'))._id })).count).toBe(0);
      expect(await failure(call(M.categoriesArticles, admin, { id: unknownId }))).toMatchObject({ status: 404 });
    });
  });

  describe('roles', () => {
    it('lets only admins write, and only the admin area read the articles of a category', async () => {
      const category = await create('Skyddad');
      const input = { name: 'Kapad', color: '#101010' };
      for (const actor of [actors.contributor, actors.user]) {
        const meta = metaFor(actor);
        const forbidden = errorBody('ADMIN_REQUIRED');
        expect(await failure(call(M.categoriesCreate, meta, input))).toEqual(forbidden);
        expect(await failure(call(M.categoriesUpdate, meta, { ...input, id: category._id }))).toEqual(forbidden);
        expect(await failure(call(M.categoriesDelete, meta, { id: category._id, moveToCategory: null }))).toEqual(forbidden);
      }
      expect(await failure(call(M.categoriesCreate, metaFor(null), input))).toMatchObject({ status: 401 });
      expect(await failure(call(M.categoriesArticles, metaFor(actors.user), { id: category._id }))).toMatchObject({ status: 403 });
      expect(await failure(call(M.categoriesArticles, metaFor(null), { id: category._id }))).toMatchObject({ status: 401 });
      expect(await byId(category._id)).toMatchObject({ name: 'Skyddad' });
      expect((await call(M.categoriesList, admin)).some((c) => c.name === 'Kapad')).toBe(false);
    });
  });
});
