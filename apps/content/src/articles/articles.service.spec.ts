import 'reflect-metadata';
import {
  CONTENT_MESSAGES as M,
  EVENTS,
  VALIDATION_MESSAGES,
  errorBody,
  type Article,
  type ArticleChangedEvent,
  type ArticleFormValues,
} from '@labmedicin/contracts';
import { actors, failureOf, metaFor } from '@labmedicin/platform/testing';
import { articleDocument, articleInput, startContent, type ContentContext } from '../../test/fixtures';
import { CategoriesRepository } from '../store/categories.repository';
import { RevisionsRepository } from '../store/revisions.repository';
import { ArticlesRepository } from '../store/articles.repository';
import { ArticleWriter, fieldsOf } from '../writing/article-writer';

const admin = metaFor(actors.admin);
const contributor = metaFor(actors.contributor);
const user = metaFor(actors.user);
const anonymous = metaFor(null);

describe('ArticlesService (NeDB files in a temp dir, in-process search)', () => {
  let content: ContentContext;
  let call: ContentContext['call'];
  let store: ArticlesRepository;
  let revisions: RevisionsRepository;
  let hematologi: string;
  let kemi: string;

  beforeAll(async () => {
    content = await startContent('content-articles-');
    call = content.call;
    store = content.app.get(ArticlesRepository);
    revisions = content.app.get(RevisionsRepository);
    const categories = content.app.get(CategoriesRepository);
    hematologi = (await categories.findByName('Hematologi'))!._id;
    kemi = (await categories.findByName('Klinisk kemi'))!._id;
  });

  afterAll(async () => {
    await content?.close();
  });

  const create = (overrides: Partial<ArticleFormValues> = {}, meta = admin) => call(M.articlesCreate, meta, articleInput(hematologi, overrides));
  const update = (article: Article, overrides: Partial<ArticleFormValues> & { baseVersion?: number } = {}, meta = admin) =>
    call(M.articlesUpdate, meta, {
      ...articleInput(article.category!._id, { title: article.title, status: article.status }),
      baseVersion: article.version,
      ...overrides,
      slug: article.slug,
    });

  describe('create', () => {
    it('stores every field and answers the article with its category object, version 1 and no views', async () => {
      const created = await create({
        title: 'Ferritin i plasma',
        summary: '  Speglar järndepåerna.  ',
        status: 'published',
        tags: ['  Anemi ', 'ANEMI', 'Järn', ''],
        referenceRanges: [
          { parameter: 'P-Ferritin, kvinnor', range: '10–150', unit: 'µg/L', notes: '' },
          { parameter: ' ', range: '', unit: '', notes: '' },
        ],
        clinicalSignificance: '<p>Lågt värde bekräftar järnbrist.</p>',
        interpretation: '<p>Inflammation höjer ferritin.</p>',
        relatedTests: [' Hemoglobin (B-Hb) ', 'Hemoglobin (B-Hb)', 'CRP (P-CRP)'],
        references: ['NORIP 2004.'],
        content: '<p>Mäts i plasma.</p><img src="/uploads/ferritin.png" alt="kurva">',
      });
      expect(created).toEqual({
        _id: expect.stringMatching(/^[0-9a-f]{24}$/),
        author: { id: actors.admin.id, username: 'admin' },
        review: null,
        slug: 'ferritin-i-plasma',
        title: 'Ferritin i plasma',
        summary: 'Speglar järndepåerna.',
        excerpt: 'Mäts i plasma.',
        content: '<p>Mäts i plasma.</p><img src="/uploads/ferritin.png" alt="kurva" />',
        category: { _id: hematologi, name: 'Hematologi', names: { sv: 'Hematologi', en: expect.any(String) }, slug: 'hematologi', color: expect.stringMatching(/^#[0-9a-fA-F]{6}$/) },
        tags: ['anemi', 'järn'],
        status: 'published',
        views: 0,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        referenceRanges: [{ parameter: 'P-Ferritin, kvinnor', range: '10–150', unit: 'µg/L', notes: '' }],
        analyses: [],
        clinicalSignificance: '<p>Lågt värde bekräftar järnbrist.</p>',
        interpretation: '<p>Inflammation höjer ferritin.</p>',
        relatedTests: ['Hemoglobin (B-Hb)', 'CRP (P-CRP)'],
        references: ['NORIP 2004.'],
        images: ['/uploads/ferritin.png'],
        version: 1,
        language: 'sv',
        translatedFrom: null,
        outdated: false,
        translations: [],
      });
      expect(await call(M.articlesGet, anonymous, { slug: created.slug })).toMatchObject({ _id: created._id, title: 'Ferritin i plasma' });
      await content.events.waitForEvent(
        { id: created._id, slug: created.slug, title: 'Ferritin i plasma', categoryId: hematologi, tags: ['anemi', 'järn'], status: 'published', images: ['/uploads/ferritin.png'], uploadedImages: [], language: 'sv', linkedSlugs: [] } satisfies ArticleChangedEvent,
        EVENTS.articleCreated,
      );
    });

    it('answers the stored article when the same create request runs again, and stores it once', async () => {
      // What a replica does with the requests of one that died after storing but before answering.
      const request = { requestId: 'a1b2c3d4-0000-4000-8000-000000000001', actor: actors.admin };
      const input = articleInput(hematologi, { title: 'Haptoglobin', status: 'published' });
      const first = await call(M.articlesCreate, request, input);
      const again = await call(M.articlesCreate, request, input);
      expect(again).toEqual(first);
      expect(first.slug).toBe('haptoglobin');
      expect(await store.findBySlug('haptoglobin-2')).toBeNull();
      expect((await revisions.page(first._id, 1, 10)).total).toBe(1);
      expect((await create({ title: 'Haptoglobin' })).slug).toBe('haptoglobin-2');
      // The id comes from the caller: another author sending the same one is refused, not answered
      // with the first author's article.
      const other = { requestId: request.requestId, actor: actors.contributor };
      expect(await failureOf(call(M.articlesCreate, other, articleInput(hematologi, { title: 'Kapad' })))).toMatchObject({ status: 409 });
      expect(await store.findBySlug('kapad')).toBeNull();
    });

    it('makes the slug from the title: lowercase, hyphens, å/ä/ö as a/a/o, numbered when taken', async () => {
      expect((await create({ title: 'Järn – översikt för ÅÄÖ!' })).slug).toBe('jarn-oversikt-for-aao');
      expect((await create({ title: 'Järn: översikt för åäö' })).slug).toBe('jarn-oversikt-for-aao-2');
      expect((await create({ title: 'JÄRN översikt för Åäö?' })).slug).toBe('jarn-oversikt-for-aao-3');
      expect((await create({ title: '???' })).slug).toBe('artikel');
    });

    it('never gives a slug that names a route under /articles (search, tags, upload)', async () => {
      expect((await create({ title: 'Search' })).slug).toBe('search-2');
      expect((await create({ title: 'Tags!' })).slug).toBe('tags-2');
      expect((await create({ title: 'Upload' })).slug).toBe('upload-2');
      expect((await create({ title: 'Search' })).slug).toBe('search-3');
    });

    it('keeps the slug when the title changes', async () => {
      const created = await create({ title: 'Urea i plasma' });
      const updated = await update(created, { title: 'Karbamid (urea) i plasma' });
      expect(updated).toMatchObject({ slug: 'urea-i-plasma', title: 'Karbamid (urea) i plasma', version: 2 });
    });

    it.each([
      ['nothing', {}, { title: 'titleRequired', category: 'categoryRequired', summary: 'summaryRequired', content: 'contentRequired' }],
      ['blank text', { title: '  ', category: '', summary: ' ', content: '<p> </p><p><br></p>' }, { title: 'titleRequired', category: 'categoryRequired', summary: 'summaryRequired', content: 'contentRequired' }],
      ['a title over 200 characters', { title: 'x'.repeat(201) }, { title: 'titleTooLong' }],
      ['a summary over 500 characters', { summary: 's'.repeat(501) }, { summary: 'summaryTooLong' }],
      ['a change description over 200 characters', { changeDescription: 'c'.repeat(201) }, { changeDescription: 'changeDescriptionTooLong' }],
      ['eleven tags', { tags: Array.from({ length: 11 }, (_, i) => `tagg${i}`) }, { tags: 'tooManyTags' }],
      ['a tag over 50 characters', { tags: ['t'.repeat(51)] }, { tags: 'tagNameTooLong' }],
      ['an unknown status', { status: 'hidden' as 'draft' }, { status: 'invalidValue' }],
    ] as const)('rejects %s with 400 and the field validation messages', async (_case, values, errors) => {
      const before = await store.countAll();
      const input = Object.keys(values).length === 0 ? {} : { ...articleInput(hematologi), ...values };
      const body = await failureOf(call(M.articlesCreate, admin, input));
      expect(body).toEqual(
        errorBody('VALIDATION_FAILED', {
          errors: Object.fromEntries(Object.entries(errors).map(([field, code]) => [field, VALIDATION_MESSAGES[code]])),
          fieldCodes: errors,
        }),
      );
      expect(await store.countAll()).toBe(before);
    });

    it('accepts the limits exactly: 200-character title, 500-character summary, ten tags', async () => {
      const created = await create({ title: 't'.repeat(200), summary: 's'.repeat(500), tags: Array.from({ length: 10 }, (_, i) => `t${i}`) });
      expect(created.tags).toHaveLength(10);
    });

    it('rejects a category that does not exist and content that is nothing but a script', async () => {
      expect(await failureOf(call(M.articlesCreate, admin, articleInput('ffffffffffffffffffffffff')))).toEqual(
        errorBody('VALIDATION_FAILED', { errors: { category: VALIDATION_MESSAGES.categoryNotFound }, fieldCodes: { category: 'categoryNotFound' } }),
      );
      expect(await failureOf(create({ content: '<script>alert(1)</script>' }))).toMatchObject({
        status: 400,
        errors: { content: VALIDATION_MESSAGES.contentRequired },
      });
    });
  });

  describe('sanitizing HTML on save', () => {
    it("keeps a calculator's place for our calculators only", async () => {
      const created = await create({ content: '<p>eGFR</p><div data-calculator="egfr-lmrev"></div><div data-calculator="x-steal"></div>' });
      expect(created.content).toBe('<p>eGFR</p><div data-calculator="egfr-lmrev"></div><div></div>');
    });

    it('strips scripts and javascript: links and keeps the allowed link schemes', async () => {
      const created = await create({
        content:
          '<p onclick="steal()">Text<script>alert(1)</script></p>' +
          '<a href="javascript:alert(1)">x</a> <a href="https://www.karolinska.se" target="_blank">k</a> ' +
          '<a href="mailto:lab@example.se">m</a> <a href="tel:+4687000000">t</a> <a href="ftp://files.example.se/a.pdf">f</a>',
        clinicalSignificance: '<p>Ok</p><iframe src="javascript:alert(1)"></iframe><img src="x" onerror="alert(1)">',
        interpretation: '<p style="text-align:center;position:fixed">Mitt</p><a href="data:text/html,<script>1</script>">d</a>',
      });
      expect(created.content).toBe(
        '<p>Text</p><a rel="noopener noreferrer">x</a> <a href="https://www.karolinska.se" target="_blank" rel="noopener noreferrer">k</a> ' +
          '<a href="mailto:lab@example.se" rel="noopener noreferrer">m</a> <a href="tel:+4687000000" rel="noopener noreferrer">t</a> ' +
          '<a href="ftp://files.example.se/a.pdf" rel="noopener noreferrer">f</a>',
      );
      expect(created.clinicalSignificance).toBe('<p>Ok</p>');
      expect(created.interpretation).toBe('<p style="text-align:center">Mitt</p><a rel="noopener noreferrer">d</a>');
      const stored = await store.findBySlug(created.slug);
      expect(JSON.stringify(stored)).not.toMatch(/script|javascript:|onclick|onerror/);
    });
  });

  describe('reading', () => {
    it('answers 404 Article not found for an unknown slug, and for a draft or archived article to the public', async () => {
      const draft = await create({ title: 'Hemligt utkast' });
      const archived = await create({ title: 'Arkiverad artikel', status: 'archived' });
      for (const meta of [anonymous, user]) {
        for (const slug of ['finns-inte', draft.slug, archived.slug]) {
          expect(await failureOf(call(M.articlesGet, meta, { slug }))).toEqual(errorBody('ARTICLE_NOT_FOUND'));
        }
      }
      expect(await call(M.articlesGet, contributor, { slug: draft.slug })).toMatchObject({ status: 'draft' });
      expect(await call(M.articlesGet, admin, { slug: archived.slug })).toMatchObject({ status: 'archived' });
    });

    it('lists only published articles to the public, whatever status they ask for', async () => {
      await create({ title: 'Utkast i listan', tags: ['listtest'] });
      await create({ title: 'Publicerad i listan', tags: ['listtest'], status: 'published' });
      for (const meta of [anonymous, user]) {
        for (const status of [undefined, '', 'draft', 'archived', 'published']) {
          const page = await call(M.articlesList, meta, { status, tag: 'listtest' });
          expect(page.data.map((a) => a.title)).toEqual(['Publicerad i listan']);
        }
      }
      const all = await call(M.articlesList, contributor, { status: '', tag: 'listtest' });
      expect(all.data.map((a) => a.title).sort()).toEqual(['Publicerad i listan', 'Utkast i listan']);
      expect((await call(M.articlesList, admin, { status: 'draft', tag: 'listtest' })).data.map((a) => a.title)).toEqual(['Utkast i listan']);
    });

    it('pages, sorts and filters by category (id or slug) and tag', async () => {
      for (const title of ['Östradiol', 'Albumin', 'Zink', 'Ärftlig test', 'Bly']) {
        await call(M.articlesCreate, admin, articleInput(kemi, { title, status: 'published', tags: ['sorttest'] }));
      }
      const byTitle = await call(M.articlesList, anonymous, { tag: 'sorttest', sort: 'title', order: 'asc', limit: '2', page: '2' });
      expect(byTitle.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
      expect(byTitle.data.map((a) => a.title)).toEqual(['Zink', 'Ärftlig test']);
      const desc = await call(M.articlesList, anonymous, { tag: 'sorttest', sort: 'title', order: 'desc', limit: 10 });
      expect(desc.data.map((a) => a.title)).toEqual(['Östradiol', 'Ärftlig test', 'Zink', 'Bly', 'Albumin']);
      const newest = await call(M.articlesList, anonymous, { tag: 'sorttest', sort: 'createdAt' });
      expect(newest.data[0].title).toBe('Bly');
      expect(newest.data[0]).not.toHaveProperty('content');
      expect(newest.data[0].category).toMatchObject({ _id: kemi, name: 'Klinisk kemi' });

      const inKemi = await call(M.articlesList, anonymous, { category: 'klinisk-kemi', tag: 'sorttest' });
      expect(inKemi.pagination.total).toBe(5);
      expect((await call(M.articlesList, anonymous, { category: kemi, tag: 'sorttest' })).pagination.total).toBe(5);
      expect((await call(M.articlesList, anonymous, { category: hematologi, tag: 'sorttest' })).pagination.total).toBe(0);
      expect((await call(M.articlesList, anonymous, { category: 'finns-inte' })).data).toEqual([]);
      expect(await failureOf(call(M.articlesList, anonymous, { sort: 'popularity' }))).toMatchObject({ status: 400, errors: { sort: 'Invalid value' } });
    });

    it('searches titles and summaries in any case, drafts too for admins, and sorts by category name', async () => {
      await call(M.articlesCreate, admin, articleInput(kemi, { title: 'Sökbar ÅTTA', summary: 'Vanlig.', status: 'draft', tags: ['soktest'] }));
      await call(M.articlesCreate, admin, articleInput(hematologi, { title: 'Annan', summary: 'Nämner åtta (1+1)* gånger.', status: 'published', tags: ['soktest'] }));
      await call(M.articlesCreate, admin, articleInput(kemi, { title: 'Tredje', summary: 'Inget här.', status: 'published', tags: ['soktest'] }));
      const found = await call(M.articlesList, admin, { tag: 'soktest', search: ' åtta ', sort: 'title', order: 'asc' });
      expect(found.data.map((a) => a.title)).toEqual(['Annan', 'Sökbar ÅTTA']);
      expect(found.pagination.total).toBe(2);
      // A search is text, not a pattern.
      expect((await call(M.articlesList, admin, { tag: 'soktest', search: '(1+1)*' })).data.map((a) => a.title)).toEqual(['Annan']);
      expect((await call(M.articlesList, anonymous, { tag: 'soktest', search: 'åtta' })).data.map((a) => a.title)).toEqual(['Annan']);

      const byCategory = await call(M.articlesList, admin, { tag: 'soktest', sort: 'category', order: 'asc', limit: 2 });
      expect(byCategory.data.map((a) => a.category?.name)).toEqual(['Hematologi', 'Klinisk kemi']);
      expect(byCategory.pagination).toEqual({ page: 1, limit: 2, total: 3, pages: 2 });
      const lastFirst = await call(M.articlesList, admin, { tag: 'soktest', sort: 'category', order: 'desc' });
      expect(lastFirst.data.map((a) => a.category?.name)).toEqual(['Klinisk kemi', 'Klinisk kemi', 'Hematologi']);
      expect(await failureOf(call(M.articlesList, admin, { search: 'x'.repeat(201) }))).toMatchObject({ status: 400, errors: { search: 'Invalid value' } });
    });

    it("filters by author: a profile lists only that user's articles, published ones to the public", async () => {
      const mine = await create({ title: 'Författarens publicerade', status: 'published', tags: ['authortest'] });
      const draft = await create({ title: 'Författarens utkast', tags: ['authortest'] }, contributor);
      await create({ title: 'Någon annans', status: 'published', tags: ['authortest'] });
      expect(mine.author?.id).toBe(actors.admin.id);
      expect(draft.author?.id).toBe(actors.contributor.id);

      const ofWriter = await call(M.articlesList, anonymous, { author: actors.contributor.id, tag: 'authortest' });
      expect(ofWriter.data).toEqual([]);
      const writerForAdmins = await call(M.articlesList, admin, { author: actors.contributor.id, tag: 'authortest' });
      expect(writerForAdmins.data.map((a) => a.title)).toEqual(['Författarens utkast']);
      const ofAdmin = await call(M.articlesList, anonymous, { author: actors.admin.id, tag: 'authortest' });
      expect(ofAdmin.data.map((a) => a.title).sort()).toEqual(['Författarens publicerade', 'Någon annans']);
      expect(ofAdmin.data.every((a) => a.author?.username === 'admin')).toBe(true);
      expect((await call(M.articlesList, anonymous, { author: 'b00000000000000000000009' })).pagination.total).toBe(0);
      expect(await failureOf(call(M.articlesList, anonymous, { author: 'anna' }))).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
    });
  });

  describe('roles', () => {
    it('lets a contributor create and edit drafts but not publish, archive, edit published articles or delete', async () => {
      expect(await failureOf(create({ status: 'published' }, contributor))).toEqual(errorBody('ARTICLE_PUBLISH_ADMIN_ONLY'));
      expect(await failureOf(create({ status: 'archived' }, contributor))).toEqual(errorBody('ARTICLE_PUBLISH_ADMIN_ONLY'));
      const draft = await create({ title: 'Bidragsgivarens utkast' }, contributor);
      expect(draft.status).toBe('draft');
      const edited = await update(draft, { summary: 'Bättre sammanfattning.' }, contributor);
      expect(edited.version).toBe(2);
      expect(await failureOf(update(edited, { status: 'published' }, contributor))).toEqual(errorBody('ARTICLE_PUBLISH_ADMIN_ONLY'));

      const published = await update(edited, { status: 'published' });
      expect(await failureOf(update(published, { summary: 'Smyg' }, contributor))).toEqual(errorBody('ARTICLE_EDIT_PUBLISHED_ADMIN_ONLY'));
      expect(await failureOf(call(M.articlesDelete, contributor, { slug: published.slug }))).toEqual(errorBody('ADMIN_REQUIRED'));
      expect((await call(M.articlesGet, admin, { slug: published.slug })).version).toBe(3);
    });

    it("refuses a contributor's edit of another author's draft and changes nothing", async () => {
      const otherContributor = metaFor({ id: 'a00000000000000000000009', username: 'annan', role: 'contributor' });
      const draft = await create({ title: 'Någon annans utkast' }, contributor);
      expect(await failureOf(update(draft, { summary: 'Kapad.' }, otherContributor))).toEqual(errorBody('ARTICLE_EDIT_OWN_DRAFTS_ONLY'));
      const adminsDraft = await create({ title: 'Administratörens utkast' });
      expect(await failureOf(update(adminsDraft, { summary: 'Kapad.' }, contributor))).toEqual(errorBody('ARTICLE_EDIT_OWN_DRAFTS_ONLY'));
      expect(await call(M.articlesGet, admin, { slug: draft.slug })).toMatchObject({ summary: draft.summary, version: 1 });
      // Admins edit everyone's drafts.
      expect((await update(draft, { summary: 'Rättad av admin.' })).version).toBe(2);
    });

    it('refuses writes by users (403) and anonymous callers (401)', async () => {
      const article = await create({ title: 'Skyddad artikel' });
      expect(await failureOf(create({}, user))).toEqual(errorBody('ADMIN_AREA_REQUIRED'));
      expect(await failureOf(create({}, anonymous))).toEqual(errorBody('NOT_LOGGED_IN'));
      expect(await failureOf(update(article, {}, user))).toMatchObject({ status: 403 });
      expect(await failureOf(call(M.articlesDelete, anonymous, { slug: article.slug }))).toMatchObject({ status: 401 });
    });
  });

  describe('review of drafts', () => {
    it('goes from the author to the admins and back with a note, and ends when an admin publishes', async () => {
      const draft = await create({ title: 'Utkast för granskning' }, contributor);
      expect(draft).toMatchObject({ author: { id: actors.contributor.id, username: 'writer' }, review: null });
      expect(await failureOf(call(M.articlesSubmitForReview, contributor, { slug: draft.slug, version: 2 }))).toEqual(errorBody('ARTICLE_STALE_EDIT'));
      const sent = await call(M.articlesSubmitForReview, contributor, { slug: draft.slug, version: 1 });
      expect(sent.review).toEqual({ state: 'pending', note: '', by: 'writer', at: expect.any(String) });
      expect(sent.version).toBe(1);

      const waiting = await call(M.articlesList, admin, { review: 'pending', limit: 100 });
      expect(waiting.data.map((item) => item.slug)).toContain(draft.slug);
      expect(waiting.data.every((item) => item.review?.state === 'pending')).toBe(true);
      expect((await call(M.articlesList, anonymous, { review: 'pending', limit: 100 })).data.map((item) => item.slug)).not.toContain(draft.slug);

      expect(await failureOf(call(M.articlesReturnToAuthor, contributor, { slug: draft.slug, note: 'Själv' }))).toEqual(errorBody('ADMIN_REQUIRED'));
      const returned = await call(M.articlesReturnToAuthor, admin, { slug: draft.slug, note: 'Saknar referenser.' });
      expect(returned.review).toEqual({ state: 'returned', note: 'Saknar referenser.', by: 'admin', at: expect.any(String) });
      // The author keeps editing; the note stays until the draft is sent again.
      const edited = await update(returned, { references: ['NORIP 2004.'] }, contributor);
      expect(edited.review).toMatchObject({ state: 'returned', note: 'Saknar referenser.' });
      expect(await failureOf(call(M.articlesReturnToAuthor, admin, { slug: draft.slug, note: 'Igen' }))).toEqual(errorBody('ARTICLE_NOT_IN_REVIEW'));

      await call(M.articlesSubmitForReview, contributor, { slug: draft.slug, version: 2 });
      expect(await failureOf(call(M.articlesPublish, contributor, { slug: draft.slug, version: 2 }))).toEqual(errorBody('ADMIN_REQUIRED'));
      expect(await failureOf(call(M.articlesPublish, admin, { slug: draft.slug, version: 1 }))).toEqual(errorBody('ARTICLE_STALE_EDIT'));
      const published = await call(M.articlesPublish, admin, { slug: draft.slug, version: 2 });
      expect(published).toMatchObject({ status: 'published', version: 3, review: null, references: ['NORIP 2004.'] });
      expect((await call(M.articlesGet, anonymous, { slug: draft.slug })).status).toBe('published');
      expect(await failureOf(call(M.articlesSubmitForReview, contributor, { slug: draft.slug, version: 3 }))).toEqual(errorBody('ARTICLE_REVIEW_DRAFTS_ONLY'));
    });

    it('lets only the author send a draft for review', async () => {
      const adminsDraft = await create({ title: 'Inte din' });
      expect(await failureOf(call(M.articlesSubmitForReview, contributor, { slug: adminsDraft.slug, version: 1 }))).toEqual(
        errorBody('ARTICLE_REVIEW_AUTHOR_ONLY'),
      );
      expect(await failureOf(call(M.articlesSubmitForReview, user, { slug: adminsDraft.slug, version: 1 }))).toEqual(errorBody('ADMIN_AREA_REQUIRED'));
    });

    it('refuses an embed from a host not in EMBED_HOSTS and keeps a listed one, sandboxed', async () => {
      const failure = await failureOf(create({ content: '<p>Film</p><iframe src="https://evil.example/x"></iframe>' }));
      expect(failure).toMatchObject({ status: 400, fieldCodes: { content: 'embedHostNotAllowed' } });
      const created = await create({ content: '<p>Film</p><iframe src="https://www.youtube-nocookie.com/embed/x" width="100%" height="800px"></iframe>' });
      expect(created.content).toMatch(/^<p>Film<\/p><iframe src="https:\/\/www.youtube-nocookie.com\/embed\/x" width="100%" height="800px" sandbox="allow-scripts /);
    });
  });

  describe('update', () => {
    it('saves a new version and announces it', async () => {
      const created = await create({ title: 'Kalium i plasma', tags: ['elektrolyter'] });
      const updated = await update(created, { tags: ['elektrolyter', 'kalium'], status: 'published', changeDescription: 'Publicerad' });
      expect(updated).toMatchObject({ _id: created._id, version: 2, tags: ['elektrolyter', 'kalium'], status: 'published', createdAt: created.createdAt });
      expect(updated.updatedAt >= created.updatedAt).toBe(true);
      await content.events.waitForEvent(
        { id: created._id, slug: 'kalium-i-plasma', title: 'Kalium i plasma', categoryId: hematologi, tags: ['elektrolyter', 'kalium'], status: 'published', images: [], uploadedImages: [], language: 'sv', linkedSlugs: [] },
        EVENTS.articleUpdated,
      );
    });

    it('refuses a save based on an old version with 409 and changes nothing', async () => {
      const created = await create({ title: 'Natrium i plasma' });
      const first = await update(created, { summary: 'Första redigeringen.' });
      const before = await store.findById(created._id);
      const stale = await failureOf(update(created, { summary: 'Skriver över?' }));
      expect(stale).toEqual(errorBody('ARTICLE_STALE_EDIT'));
      expect(await store.findById(created._id)).toEqual(before);
      expect((await revisions.page(created._id, 1, 20)).total).toBe(2);
      expect(first.summary).toBe('Första redigeringen.');
    });

    it('lets exactly one of two concurrent saves of the same version win', async () => {
      const created = await create({ title: 'Magnesium i plasma' });
      const results = await Promise.allSettled([
        update(created, { summary: 'Redaktör A.' }),
        update(created, { summary: 'Redaktör B.' }),
        update(created, { summary: 'Redaktör C.' }),
      ]);
      const won = results.filter((r): r is PromiseFulfilledResult<Article> => r.status === 'fulfilled');
      expect(won).toHaveLength(1);
      for (const lost of results.filter((r) => r.status === 'rejected')) {
        expect((lost as PromiseRejectedResult).reason.body).toEqual(errorBody('ARTICLE_STALE_EDIT'));
      }
      const stored = await store.findById(created._id);
      expect(stored).toMatchObject({ version: 2, summary: won[0].value.summary });
      const history = await revisions.page(created._id, 1, 20);
      expect(history.records.map((r) => r.versionNumber)).toEqual([2, 1]);
      expect((await revisions.find(created._id, 2))?.summary).toBe(won[0].value.summary);
    });

    /** What a replica killed between the two writes of a save leaves: its revision, the article not moved to it. */
    async function halfDoneSave(article: Article, summary: string, savedByRequest: string, editedBy = 'admin') {
      const doc = (await store.findById(article._id))!;
      await revisions.insert({ ...fieldsOf(doc), summary, articleId: doc._id, versionNumber: doc.version + 1, timestamp: new Date().toISOString(), editedBy, savedByRequest });
    }

    it('finishes a save a dead replica left half done, so the article takes saves again', async () => {
      const created = await create({ title: 'Cystatin C', status: 'published' });
      await halfDoneSave(created, 'Sparad av en replik som dog.', 'a1b2c3d4-0000-4000-8000-000000000010');
      // The next save based on version 1 meets that stored revision: it is finished, and this save is too late.
      expect(await failureOf(update(created, { summary: 'Skriver över?' }))).toEqual(errorBody('ARTICLE_STALE_EDIT'));
      expect(await store.findById(created._id)).toMatchObject({ version: 2, summary: 'Sparad av en replik som dog.' });
      expect((await call(M.articlesGet, anonymous, { slug: created.slug })).summary).toBe('Sparad av en replik som dog.');
      await content.events.waitForEvent(
        { id: created._id, slug: 'cystatin-c', title: 'Cystatin C', categoryId: hematologi, tags: [], status: 'published', images: [], uploadedImages: [], language: 'sv', linkedSlugs: [] },
        EVENTS.articleUpdated,
      );
      const next = await update({ ...created, version: 2 }, { summary: 'Tredje versionen.' });
      expect(next).toMatchObject({ version: 3, summary: 'Tredje versionen.' });
      expect((await revisions.page(created._id, 1, 20)).records.map((r) => r.versionNumber)).toEqual([3, 2, 1]);
    });

    it('finishes at start the saves left half done, with their search entry', async () => {
      const created = await create({ title: 'Prokalcitonin', status: 'published' });
      await halfDoneSave(created, 'Bakteriell sepsismarkör, halvt sparad.', 'a1b2c3d4-0000-4000-8000-000000000011');
      expect(await store.findById(created._id)).toMatchObject({ version: 1 });
      await content.app.get(ArticleWriter).onApplicationBootstrap();
      expect(await store.findById(created._id)).toMatchObject({ version: 2, summary: 'Bakteriell sepsismarkör, halvt sparad.' });
      expect((await call(M.articlesSearch, anonymous, { q: 'sepsismarkör' })).data.map((a) => a._id)).toEqual([created._id]);
      expect((await revisions.page(created._id, 1, 20)).records.map((r) => r.versionNumber)).toEqual([2, 1]);
    });

    it('answers the stored save when the same save request runs again, whether or not its article had moved', async () => {
      // What a replica does with the requests of one that died during or after a save.
      const created = await create({ title: 'Troponin T', status: 'published' });
      const request = { requestId: 'a1b2c3d4-0000-4000-8000-000000000012', actor: actors.admin };
      const first = await update(created, { summary: 'Hjärtmuskelskada.' }, request);
      expect(await update(created, { summary: 'Hjärtmuskelskada.' }, request)).toEqual(first);
      expect((await revisions.page(created._id, 1, 20)).total).toBe(2);

      const halfDone = { requestId: 'a1b2c3d4-0000-4000-8000-000000000013', actor: actors.admin };
      await halfDoneSave(first, 'Halvt sparad, sedan tagen över.', halfDone.requestId);
      const taken = await update(first, { summary: 'Halvt sparad, sedan tagen över.' }, halfDone);
      expect(taken).toMatchObject({ version: 3, summary: 'Halvt sparad, sedan tagen över.' });
      expect((await revisions.page(created._id, 1, 20)).total).toBe(3);
      // The request id comes from the caller: another editor sending the same one is refused.
      const other = { requestId: halfDone.requestId, actor: { id: 'a00000000000000000000009', username: 'annan', role: 'admin' as const } };
      expect(await failureOf(update(first, { summary: 'Kapad.' }, other))).toEqual(errorBody('ARTICLE_STALE_EDIT'));
      expect(await store.findById(created._id)).toMatchObject({ version: 3, summary: 'Halvt sparad, sedan tagen över.' });
    });

    it('answers 404 for an unknown slug and 400 without a base version', async () => {
      expect(await failureOf(call(M.articlesUpdate, admin, { ...{ ...articleInput(hematologi), baseVersion: 1 }, slug: 'finns-inte' }))).toEqual(errorBody('ARTICLE_NOT_FOUND'));
      const created = await create({ title: 'Utan basversion' });
      expect(await failureOf(call(M.articlesUpdate, admin, { ...articleInput(hematologi), slug: created.slug }))).toMatchObject({
        status: 400,
        errors: { baseVersion: VALIDATION_MESSAGES.invalidValue },
      });
    });
  });

  describe('excerpt', () => {
    const LONG_TEXT = 'Järn transporteras i blodet bundet till transferrin. '.repeat(6);
    const listed = async (tag: string) => (await call(M.articlesList, admin, { tag })).data;

    it('is the content as plain text, cut to 150 characters, in the article and its list item', async () => {
      const created = await create({
        tags: ['utdragstest'],
        content: `<h2>Järn&nbsp;&amp;   ferritin</h2><p>S-Järn &lt; 9 µmol/L &quot;lågt&quot;.<script>alert(1)</script></p><p>${LONG_TEXT}</p>`,
      });
      const expected = `Järn & ferritin S-Järn < 9 µmol/L "lågt". ${LONG_TEXT}`.slice(0, 150).trimEnd();
      expect(created.excerpt).toBe(expected);
      expect(created.excerpt.length).toBeGreaterThan(140);
      expect(created.excerpt.length).toBeLessThanOrEqual(150);
      const [item] = await listed('utdragstest');
      expect(item).toMatchObject({ _id: created._id, excerpt: expected });
      expect(item).not.toHaveProperty('content');
    });

    it('follows the content when it is updated and when an older version is restored', async () => {
      const created = await create({ tags: ['utdrag-uppdatering'], content: '<p>Första <em>texten</em>.</p>' });
      const updated = await update(created, { tags: created.tags, content: '<p>Andra&nbsp;texten om &lt;järn&gt;.</p>' });
      expect(updated.excerpt).toBe('Andra texten om <järn>.');
      expect((await listed('utdrag-uppdatering'))[0].excerpt).toBe('Andra texten om <järn>.');
      // Derived from the content, the excerpt is no field a revision keeps or compares.
      expect(await revisions.find(created._id, 2)).not.toHaveProperty('excerpt');
      const restored = await call(M.revisionsRestore, admin, { slug: created.slug, versionNumber: 1 });
      expect(restored.excerpt).toBe('Första texten.');
    });

    it('is kept when a tag merge or delete saves the article', async () => {
      const created = await create({ tags: ['utdrag-gammal'], content: '<p>Oförändrad text.</p>' });
      await call(M.tagsMerge, admin, { sourceTags: ['utdrag-gammal'], targetTag: 'utdrag-ny' });
      await call(M.tagsDelete, admin, { tag: 'utdrag-ny' });
      expect(await store.findById(created._id)).toMatchObject({ version: 3, tags: [], excerpt: 'Oförändrad text.' });
    });

    it('is derived from the content of an article stored before excerpts were', async () => {
      const stored = await store.insert(
        articleDocument({
          categoryId: hematologi,
          slug: 'utan-utdrag',
          title: 'Utan utdrag',
          status: 'published',
          tags: ['utdrag-saknas'],
          content: '<p>Sparad&nbsp;före <strong>utdragen</strong> &amp; aldrig ändrad.</p>',
        }),
      );
      expect(stored).not.toHaveProperty('excerpt');
      expect((await listed('utdrag-saknas'))[0].excerpt).toBe('Sparad före utdragen & aldrig ändrad.');
      expect((await call(M.articlesGet, anonymous, { slug: 'utan-utdrag' })).excerpt).toBe('Sparad före utdragen & aldrig ändrad.');
    });
  });

  describe('delete', () => {
    it('removes the article for admins, keeps its history, announces it and drops it from search', async () => {
      const created = await create({ title: 'Borttagbar zymogen', status: 'published' });
      expect((await call(M.articlesSearch, anonymous, { q: 'zymogen' })).data.map((a) => a._id)).toEqual([created._id]);
      expect(await call(M.articlesDelete, admin, { slug: created.slug })).toEqual({
        deleted: { _id: created._id, slug: created.slug, title: 'Borttagbar zymogen' },
      });
      expect(await failureOf(call(M.articlesGet, admin, { slug: created.slug }))).toMatchObject({ status: 404 });
      expect(await failureOf(call(M.articlesDelete, admin, { slug: created.slug }))).toEqual(errorBody('ARTICLE_NOT_FOUND'));
      expect((await call(M.articlesSearch, anonymous, { q: 'zymogen' })).data).toEqual([]);
      expect(await revisions.find(created._id, 1)).not.toBeNull();
      await content.events.waitForEvent(
        { id: created._id, slug: created.slug, title: 'Borttagbar zymogen', categoryId: hematologi, tags: [], status: 'published', images: [], uploadedImages: [], language: 'sv', linkedSlugs: [] },
        EVENTS.articleDeleted,
      );
    });
  });

  describe('published index', () => {
    it('names every published article with its last change, never a draft, whoever asks', async () => {
      const published = await create({ title: 'Haptoglobin i plasma', status: 'published' });
      const draft = await create({ title: 'Hemopexin i plasma' });
      const unpublished = await create({ title: 'Transferrin i plasma', status: 'published' });
      const unpublishedAgain = await update(unpublished, { status: 'draft' });
      for (const meta of [anonymous, admin]) {
        const index = await call(M.articlesPublishedIndex, meta, {});
        expect(index).toContainEqual({ slug: published.slug, updatedAt: published.updatedAt, language: 'sv', alternates: [] });
        const slugs = index.map((entry) => entry.slug);
        expect(slugs).not.toContain(draft.slug);
        expect(slugs).not.toContain(unpublishedAgain.slug);
        expect(slugs).toEqual([...slugs].sort());
        expect(slugs).toHaveLength((await store.page({ status: 'published' }, { field: 'updatedAt', order: 'desc' }, 1, 1000)).total);
      }
    });
  });

  describe('search', () => {
    it('finds published articles by title, summary, body and tag words; never drafts', async () => {
      const published = await create({
        title: 'Xylosabsorption',
        summary: 'Sockerupptagstest för tunntarmen.',
        content: '<p>Mäter pentosupptaget efter peroral dos.</p>',
        tags: ['tunntarm'],
        status: 'published',
      });
      await create({ title: 'Xylosabsorption hos barn', summary: 'Utkast.' });
      for (const q of ['xylosabsorption', 'sockerupptagstest', 'pentosupptaget', 'tunntarm', 'XYLOS']) {
        const titles = (await call(M.articlesSearch, anonymous, { q })).data.map((a) => a.title);
        expect(titles[0]).toBe('Xylosabsorption');
        expect(titles).not.toContain('Xylosabsorption hos barn');
      }
      const result = await call(M.articlesSearch, anonymous, { q: 'xylosabsorption' });
      expect(result.pagination).toEqual({ page: 1, limit: 20, total: 1, pages: 1 });
      expect(result.categories).toEqual([expect.objectContaining({ _id: hematologi, name: 'Hematologi', count: 1 })]);

      await update(published, { title: 'Xylostest', status: 'draft' });
      expect((await call(M.articlesSearch, anonymous, { q: 'xylostest' })).data).toEqual([]);
      expect(await call(M.articlesSearch, anonymous, { q: '   ' })).toEqual({ data: [], pagination: { page: 1, limit: 20, total: 0, pages: 0 }, categories: [] });
    });
  });
});
