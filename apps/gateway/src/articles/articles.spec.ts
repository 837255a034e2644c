import {
  CONTENT_MESSAGES,
  VALIDATION_MESSAGES,
  type Article,
  type ArticleListItem,
  type Category,
  type RevisionComparison,
  type RevisionListItem,
} from '@labmedicin/contracts';
import { createTransportClients } from '@labmedicin/platform';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId, uniqueTitle } from '../../test/articles';
import { SEEDED_ADMIN, agentWithRole, loggedInAgent, registeredAgent, startStack, failureBody, type Stack } from '../../test/stack';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL, SESSION_CACHE_CONTROL } from '../http-cache/public-cache.interceptor';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/** The articles API through the real gateway, auth-users and content. */
describe('articles routes', () => {
  let stack: Stack;
  let admin: Agent;
  let contributor: Agent;
  let user: Agent;
  let categoryId: string;

  beforeAll(async () => {
    // A view report moves the count in cached answers, and so their ETag: the caching tests here
    // compare answers across reads, so views are reported only at the stop (reports: http-cache/hot-path.spec).
    stack = await startStack({ services: ['auth-users', 'content'], env: { VIEW_REPORT_INTERVAL_MS: '3600000' } });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    contributor = (await agentWithRole(stack, 'contributor')).agent;
    user = (await registeredAgent(stack)).agent;
    categoryId = await seededCategoryId(stack);
  });
  afterAll(() => stack?.close());

  const anonymous = () => request(stack.server);

  async function create(fields: Parameters<typeof articleInput>[1] = {}): Promise<Article> {
    const res = await admin.post('/api/articles').send(articleInput(categoryId, fields));
    expect(res.status).toBe(201);
    return res.body.data as Article;
  }

  const slugsOf = (items: ArticleListItem[]) => items.map((item) => item.slug);

  describe('reading', () => {
    it('lists only published articles to the public, whatever status is asked for, and every status to admins', async () => {
      const draft = await create({ status: 'draft' });
      const published = await create();

      const list = await anonymous().get('/api/articles?limit=100');
      expect(list.status).toBe(200);
      expect(list.body).toMatchObject({ success: true, pagination: { page: 1, limit: 100 } });
      const items = list.body.data as ArticleListItem[];
      expect(slugsOf(items)).toContain(published.slug);
      expect(slugsOf(items)).not.toContain(draft.slug);
      expect(items.every((item) => item.status === 'published')).toBe(true);

      const askedForDrafts = await anonymous().get('/api/articles?limit=100&status=draft');
      expect(slugsOf(askedForDrafts.body.data)).not.toContain(draft.slug);
      const asUser = await user.get('/api/articles?limit=100&status=draft');
      expect(slugsOf(asUser.body.data)).not.toContain(draft.slug);

      const asAdmin = await admin.get('/api/articles?limit=100');
      expect(slugsOf(asAdmin.body.data)).toEqual(expect.arrayContaining([draft.slug, published.slug]));
      const onlyDrafts = await admin.get('/api/articles?status=draft&limit=100');
      expect((onlyDrafts.body.data as ArticleListItem[]).every((item) => item.status === 'draft')).toBe(true);
    });

    it('answers 404 for a draft to anonymous callers and users, and shows it to admins and contributors', async () => {
      const draft = await create({ status: 'draft' });
      for (const res of [await anonymous().get(`/api/articles/${draft.slug}`), await user.get(`/api/articles/${draft.slug}`)]) {
        expect(res.status).toBe(404);
        expect(res.body).toEqual(failureBody('ARTICLE_NOT_FOUND'));
      }
      for (const agent of [admin, contributor]) {
        const res = await agent.get(`/api/articles/${draft.slug}`);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: true, data: { slug: draft.slug, status: 'draft' } });
      }
      const missing = await anonymous().get('/api/articles/finns-inte-alls');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual(failureBody('ARTICLE_NOT_FOUND'));
    });

    it('finds a new article by search, with hit counts per category', async () => {
      const word = `zyxokinas${Math.random().toString(36).slice(2, 7)}`;
      const article = await create({ title: uniqueTitle('Sökbar'), content: `<p>Markören ${word} mäts i plasma.</p>` });
      const res = await anonymous().get(`/api/articles/search?q=${word}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ success: true, pagination: { page: 1, total: 1 } });
      expect(slugsOf(res.body.data)).toEqual([article.slug]);
      expect(res.body.categories).toEqual([expect.objectContaining({ _id: categoryId, count: 1 })]);
      const blank = await anonymous().get('/api/articles/search?q=');
      expect(blank.body).toMatchObject({ success: true, data: [] });
    });

    it("lists a user's published articles by author, as their profile page asks; drafts only to admins", async () => {
      const writer = await agentWithRole(stack, 'contributor');
      const profile = await anonymous().get(`/api/users/profile/${writer.user.username}`);
      const authorId = profile.body.data._id as string;
      const byAuthor = () => anonymous().get(`/api/articles?author=${authorId}&status=published&limit=100`);
      expect((await byAuthor()).body).toMatchObject({ success: true, data: [], pagination: { total: 0 } });

      const draft = (await writer.agent.post('/api/articles').send(articleInput(categoryId, { status: 'draft' }))).body.data as Article;
      const other = (await writer.agent.post('/api/articles').send(articleInput(categoryId, { status: 'draft' }))).body.data as Article;
      const published = await admin.put(`/api/articles/${draft.slug}`).send({ ...articleInput(categoryId, { title: draft.title, status: 'published' }), baseVersion: 1 });
      expect(published.status).toBe(200);
      await create();

      const listed = await byAuthor();
      expect(listed.status).toBe(200);
      expect(slugsOf(listed.body.data)).toEqual([draft.slug]);
      expect(listed.body.data[0]).toMatchObject({ status: 'published', author: { id: authorId, username: writer.user.username } });
      const forAdmin = await admin.get(`/api/articles?author=${authorId}&limit=100`);
      expect(slugsOf(forAdmin.body.data).sort()).toEqual([draft.slug, other.slug].sort());

      const bad = await anonymous().get('/api/articles?author=anna');
      expect(bad.status).toBe(400);
      expect(Object.keys(bad.body.errors)).toEqual(['author']);
    });

    it('validates the query: a bad limit or sort is 400 with the field named', async () => {
      const res = await anonymous().get('/api/articles?limit=0&sort=colour');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Validation failed' });
      expect(Object.keys(res.body.errors)).toEqual(expect.arrayContaining(['limit', 'sort']));
    });
  });

  describe('writing', () => {
    it('lets a contributor save a draft but not publish', async () => {
      const draft = await contributor.post('/api/articles').send(articleInput(categoryId, { status: 'draft' }));
      expect(draft.status).toBe(201);
      expect(draft.body).toMatchObject({ success: true, message: 'Article created successfully', data: { status: 'draft', version: 1 } });
      const publish = await contributor.post('/api/articles').send(articleInput(categoryId, { status: 'published' }));
      expect(publish.status).toBe(403);
      expect(publish.body).toEqual(failureBody('ARTICLE_PUBLISH_ADMIN_ONLY'));
    });

    it('answers a create or a save sent again under the same X-Request-Id with what the first stored, and stores it once', async () => {
      const input = articleInput(categoryId, { status: 'draft' });
      const createId = `create-${Date.now().toString(36)}`;
      const first = await admin.post('/api/articles').set('X-Request-Id', createId).send(input);
      const again = await admin.post('/api/articles').set('X-Request-Id', createId).send(input);
      expect([first.status, again.status]).toEqual([201, 201]);
      expect(again.body).toEqual(first.body);
      const listed = await admin.get(`/api/articles?search=${encodeURIComponent(input.title)}&limit=100`);
      expect(listed.body.data.filter((item: ArticleListItem) => item.title === input.title)).toHaveLength(1);

      const saveId = `save-${Date.now().toString(36)}`;
      const update = { ...input, summary: 'Sparad en gång.', baseVersion: 1 };
      const saved = await admin.put(`/api/articles/${first.body.data.slug}`).set('X-Request-Id', saveId).send(update);
      const savedAgain = await admin.put(`/api/articles/${first.body.data.slug}`).set('X-Request-Id', saveId).send(update);
      expect([saved.status, savedAgain.status]).toEqual([200, 200]);
      expect(savedAgain.body.data).toEqual(saved.body.data);
      expect(saved.body.data).toMatchObject({ version: 2, summary: 'Sparad en gång.' });
      // Under a new id the same save is a second one, based on a version that is no longer current.
      expect((await admin.put(`/api/articles/${first.body.data.slug}`).send(update)).status).toBe(409);
    });

    it('creates, reads and updates with baseVersion; a stale update is 409 and changes nothing', async () => {
      const article = await create();
      const read = await anonymous().get(`/api/articles/${article.slug}`);
      expect(read.body.data).toMatchObject({ title: article.title, version: 1 });

      const newTitle = uniqueTitle('Uppdaterad');
      const updated = await admin.put(`/api/articles/${article.slug}`).send({ ...articleInput(categoryId, { title: newTitle }), baseVersion: 1 });
      expect(updated.status).toBe(200);
      expect(updated.body).toMatchObject({ success: true, message: 'Article updated successfully', data: { slug: article.slug, title: newTitle, version: 2 } });
      // The public read was cached; the write dropped it.
      const reread = await anonymous().get(`/api/articles/${article.slug}`);
      expect(reread.body.data).toMatchObject({ title: newTitle, version: 2 });

      const stale = await admin.put(`/api/articles/${article.slug}`).send({ ...articleInput(categoryId, { title: 'Skriver över' }), baseVersion: 1 });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual(failureBody('ARTICLE_STALE_EDIT'));
      const after = await admin.get(`/api/articles/${article.slug}`);
      expect(after.body.data).toMatchObject({ title: newTitle, version: 2 });
    });

    it('deletes an article (admin): the message names it and every later read is 404', async () => {
      const article = await create();
      await anonymous().get(`/api/articles/${article.slug}`).expect(200);
      await anonymous().get(`/api/articles/${article.slug}`).expect(200);

      const deleted = await admin.delete(`/api/articles/${article.slug}`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual({
        success: true,
        message: `Article "${article.title}" deleted successfully`,
        data: { deleted: { _id: article._id, slug: article.slug, title: article.title } },
      });
      const gone = await anonymous().get(`/api/articles/${article.slug}`);
      expect(gone.status).toBe(404);
      expect(gone.body).toEqual(failureBody('ARTICLE_NOT_FOUND'));
      const list = await anonymous().get('/api/articles?limit=100');
      expect(slugsOf(list.body.data)).not.toContain(article.slug);
      await admin.delete(`/api/articles/${article.slug}`).expect(404);
    });

    it('validates bodies with the field validation messages', async () => {
      const empty = await admin.post('/api/articles').send({});
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Validation failed',
        errors: {
          title: VALIDATION_MESSAGES.titleRequired,
          category: VALIDATION_MESSAGES.categoryRequired,
          summary: VALIDATION_MESSAGES.summaryRequired,
          content: VALIDATION_MESSAGES.contentRequired,
        },
      });
      const long = await admin.post('/api/articles').send(articleInput(categoryId, { title: 'x'.repeat(201), summary: 'y'.repeat(501) }));
      expect(long.body.errors).toEqual({ title: VALIDATION_MESSAGES.titleTooLong, summary: VALIDATION_MESSAGES.summaryTooLong });
      const noBase = await admin.put('/api/articles/vad-som-helst').send(articleInput(categoryId));
      expect(noBase.status).toBe(400);
      expect(noBase.body.errors).toEqual({ baseVersion: VALIDATION_MESSAGES.invalidValue });
      // An embed from a host the operator did not list is refused, not silently dropped.
      const embed = await admin.post('/api/articles').send(articleInput(categoryId, { content: '<p>x</p><iframe src="https://evil.example/x"></iframe>' }));
      expect(embed.status).toBe(400);
      expect(embed.body.errors).toEqual({ content: VALIDATION_MESSAGES.embedHostNotAllowed });
    });

    it('refuses reference ranges without an age from or with overlapping age bands: 400 with the code on the row, and nothing changes', async () => {
      const adults = { parameter: 'P-Urea, vuxna', unit: 'mmol/L', ageFrom: 18, lower: 2.6, upper: 6.4 };
      const article = await create({ referenceRanges: [adults] });
      const save = (referenceRanges: unknown[]) => admin.put(`/api/articles/${article.slug}`).send({ ...articleInput(categoryId, { title: article.title }), referenceRanges, baseVersion: 1 });

      const ageless = await save([adults, { parameter: 'P-Urea, barn', unit: 'mmol/L', upper: 6 }]);
      expect(ageless.status).toBe(400);
      expect(ageless.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        errors: { 'referenceRanges.1.ageFrom': VALIDATION_MESSAGES.rangeAgeRequired },
        fieldCodes: { 'referenceRanges.1.ageFrom': 'rangeAgeRequired' },
      });
      const overlapping = await save([adults, { parameter: 'P-Urea, ≥50 år', unit: 'mmol/L', ageFrom: 50, lower: 3.1, upper: 7.9 }]);
      expect(overlapping.status).toBe(400);
      expect(overlapping.body.fieldCodes).toEqual({ 'referenceRanges.0.ageTo': 'rangeBandOverlap', 'referenceRanges.1.ageFrom': 'rangeBandOverlap' });
      const gapped = await save([adults, { parameter: 'P-Urea, barn', unit: 'mmol/L', ageFrom: 1, ageTo: 16, upper: 6 }]);
      expect(gapped.body.fieldCodes).toEqual({ 'referenceRanges.1.ageTo': 'rangeBandGap', 'referenceRanges.0.ageFrom': 'rangeBandGap' });

      const after = await admin.get(`/api/articles/${article.slug}`);
      expect(after.body.data).toMatchObject({ version: 1, referenceRanges: [{ ...adults, range: '2,6–6,4' }] });
    });

    it('refuses writes by role: anonymous 401, user 403, contributor may not delete', async () => {
      const article = await create();
      const body = articleInput(categoryId);
      for (const res of [
        await anonymous().post('/api/articles').send(body),
        await anonymous().put(`/api/articles/${article.slug}`).send({ ...body, baseVersion: 1 }),
        await anonymous().delete(`/api/articles/${article.slug}`),
      ]) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual(failureBody('NOT_LOGGED_IN'));
      }
      for (const res of [await user.post('/api/articles').send(body), await user.put(`/api/articles/${article.slug}`).send({ ...body, baseVersion: 1 })]) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual(failureBody('ADMIN_AREA_REQUIRED'));
      }
      const byContributor = await contributor.delete(`/api/articles/${article.slug}`);
      expect(byContributor.status).toBe(403);
      expect(byContributor.body).toEqual(failureBody('ADMIN_REQUIRED'));
      await anonymous().get(`/api/articles/${article.slug}`).expect(200);
    });
  });

  describe('a plain round trip and the review of drafts', () => {
    it('saves the article GET answered, changed and sent back with its version; baseVersion still works', async () => {
      const article = await create();
      const read = (await admin.get(`/api/articles/${article.slug}`)).body.data as Article;
      const saved = await admin.put(`/api/articles/${article.slug}`).send({ ...read, title: `${read.title} (ändrad)` });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({ title: `${read.title} (ändrad)`, version: 2, category: { _id: categoryId } });
      // The same round trip again is stale: it is based on version 1.
      const stale = await admin.put(`/api/articles/${article.slug}`).send({ ...read, title: 'Skriver över' });
      expect(stale.status).toBe(409);
      expect(stale.body).toEqual(failureBody('ARTICLE_STALE_EDIT'));
      const withBase = await admin.put(`/api/articles/${article.slug}`).send({ ...read, version: 99, baseVersion: 2, title: 'Med baseVersion' });
      expect(withBase.body.data).toMatchObject({ title: 'Med baseVersion', version: 3 });
    });

    it('lets a contributor edit only their own drafts', async () => {
      const other = (await agentWithRole(stack, 'contributor')).agent;
      const own = (await contributor.post('/api/articles').send(articleInput(categoryId, { status: 'draft' }))).body.data as Article;
      expect(own.author).toMatchObject({ username: expect.any(String) });
      const byOther = await other.put(`/api/articles/${own.slug}`).send({ ...own, title: 'Kapad' });
      expect(byOther.status).toBe(403);
      expect(byOther.body).toEqual(failureBody('ARTICLE_EDIT_OWN_DRAFTS_ONLY'));
      const adminsDraft = await create({ status: 'draft' });
      expect((await contributor.put(`/api/articles/${adminsDraft.slug}`).send(adminsDraft)).body).toEqual(failureBody('ARTICLE_EDIT_OWN_DRAFTS_ONLY'));
      await contributor.put(`/api/articles/${own.slug}`).send({ ...own, title: `${own.title} 2` }).expect(200);
      expect((await admin.get(`/api/articles/${own.slug}`)).body.data).toMatchObject({ title: `${own.title} 2`, version: 2 });
    });

    it('a contributor sends a draft for review; an admin sends it back with a note, then publishes it', async () => {
      const draft = (await contributor.post('/api/articles').send(articleInput(categoryId, { status: 'draft' }))).body.data as Article;
      expect(draft.review).toBeNull();
      const stale = await contributor.post(`/api/articles/${draft.slug}/review`).send({ version: 2 });
      expect(stale.status).toBe(409);
      const sent = await contributor.post(`/api/articles/${draft.slug}/review`).send({ version: 1 });
      expect(sent.status).toBe(200);
      expect(sent.body.data.review).toMatchObject({ state: 'pending', note: '' });

      const waiting = await admin.get('/api/articles?review=pending&limit=100');
      expect(slugsOf(waiting.body.data)).toContain(draft.slug);
      expect((waiting.body.data as ArticleListItem[]).every((item) => item.review?.state === 'pending')).toBe(true);
      // Readers never see drafts, whatever they filter by.
      expect(slugsOf((await anonymous().get('/api/articles?review=pending&limit=100')).body.data)).not.toContain(draft.slug);

      expect((await contributor.post(`/api/articles/${draft.slug}/publish`).send({ version: 1 })).body).toEqual(failureBody('ADMIN_REQUIRED'));
      expect((await contributor.post(`/api/articles/${draft.slug}/return`).send({ note: 'x' })).body).toEqual(failureBody('ADMIN_REQUIRED'));
      const noNote = await admin.post(`/api/articles/${draft.slug}/return`).send({ note: '  ' });
      expect(noNote.status).toBe(400);
      expect(noNote.body.errors).toEqual({ note: VALIDATION_MESSAGES.reviewNoteRequired });

      const returned = await admin.post(`/api/articles/${draft.slug}/return`).send({ note: 'Lägg till referensintervall.' });
      expect(returned.body.data.review).toMatchObject({ state: 'returned', note: 'Lägg till referensintervall.', by: 'admin' });
      expect((await contributor.get(`/api/articles/${draft.slug}`)).body.data.review).toMatchObject({ note: 'Lägg till referensintervall.' });
      expect((await admin.post(`/api/articles/${draft.slug}/return`).send({ note: 'igen' })).body).toEqual(failureBody('ARTICLE_NOT_IN_REVIEW'));

      await contributor.post(`/api/articles/${draft.slug}/review`).send({ version: 1 }).expect(200);
      const published = await admin.post(`/api/articles/${draft.slug}/publish`).send({ version: 1 });
      expect(published.status).toBe(200);
      expect(published.body.data).toMatchObject({ status: 'published', version: 2, review: null });
      await anonymous().get(`/api/articles/${draft.slug}`).expect(200);
      expect((await contributor.post(`/api/articles/${draft.slug}/review`).send({ version: 2 })).body).toEqual(failureBody('ARTICLE_REVIEW_DRAFTS_ONLY'));
    });

    it('refuses a review request by anyone but the author', async () => {
      const adminsDraft = await create({ status: 'draft' });
      const res = await contributor.post(`/api/articles/${adminsDraft.slug}/review`).send({ version: 1 });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(failureBody('ARTICLE_REVIEW_AUTHOR_ONLY'));
    });
  });

  describe('revisions', () => {
    it('lists, shows, compares and restores revisions; the restore is a new version by the session user', async () => {
      const article = await create({ title: uniqueTitle('Version ett') });
      const second = uniqueTitle('Version två');
      await admin.put(`/api/articles/${article.slug}`).send({ ...articleInput(categoryId, { title: second }), baseVersion: 1 }).expect(200);
      await admin
        .put(`/api/articles/${article.slug}`)
        .send({ ...articleInput(categoryId, { title: second, summary: 'Ny sammanfattning.' }), baseVersion: 2, changeDescription: 'Kortare' })
        .expect(200);
      await anonymous().get(`/api/articles/${article.slug}`).expect(200);

      const list = await contributor.get(`/api/articles/${article.slug}/revisions`);
      expect(list.status).toBe(200);
      expect(list.body.pagination).toEqual({ page: 1, limit: 20, total: 3, pages: 1 });
      expect((list.body.data as RevisionListItem[]).map((r) => r.versionNumber)).toEqual([3, 2, 1]);
      expect(list.body.data[0]).toMatchObject({ changeDescription: 'Kortare' });
      const paged = await admin.get(`/api/articles/${article.slug}/revisions?page=2&limit=2`);
      expect(paged.body).toMatchObject({ data: [{ versionNumber: 1 }], pagination: { page: 2, limit: 2, total: 3, pages: 2 } });

      const first = await admin.get(`/api/articles/${article.slug}/revisions/1`);
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({ versionNumber: 1, title: article.title, status: 'published' });
      await admin.get(`/api/articles/${article.slug}/revisions/9`).expect(404);

      const compared = await admin.get(`/api/articles/${article.slug}/compare?v1=1&v2=3`);
      expect(compared.status).toBe(200);
      const { version1, version2, differences } = compared.body.data as RevisionComparison;
      expect([version1.versionNumber, version2.versionNumber]).toEqual([1, 3]);
      expect(differences).toMatchObject({ title: true, summary: true, content: false, tags: false });
      const badCompare = await admin.get(`/api/articles/${article.slug}/compare?v1=ett&v2=3`);
      expect(badCompare.status).toBe(400);
      expect(badCompare.body.errors).toEqual({ v1: VALIDATION_MESSAGES.invalidValue });

      const restored = await admin.post(`/api/articles/${article.slug}/restore/1`).send({ editedBy: 'någon annan' });
      expect(restored.status).toBe(200);
      expect(restored.body).toMatchObject({ success: true, message: 'Revision restored successfully', data: { title: article.title, version: 4 } });
      const me = await admin.get('/api/auth/me');
      const newest = (await admin.get(`/api/articles/${article.slug}/revisions`)).body.data[0] as RevisionListItem;
      expect(newest).toMatchObject({ versionNumber: 4, editedBy: me.body.user.username, change: { code: 'restored', version: 1 } });
      const publicRead = await anonymous().get(`/api/articles/${article.slug}`);
      expect(publicRead.body.data).toMatchObject({ title: article.title, version: 4 });
    });

    it('keeps the history from anonymous callers (401) and users (403), and restores for admins only', async () => {
      const article = await create();
      const history = `/api/articles/${article.slug}/revisions`;
      await anonymous().get(history).expect(401);
      await anonymous().get(`${history}/1`).expect(401);
      await anonymous().get(`/api/articles/${article.slug}/compare?v1=1&v2=1`).expect(401);
      const byUser = await user.get(history);
      expect(byUser.status).toBe(403);
      expect(byUser.body).toEqual(failureBody('ADMIN_AREA_REQUIRED'));
      const byContributor = await contributor.post(`/api/articles/${article.slug}/restore/1`);
      expect(byContributor.status).toBe(403);
      expect(byContributor.body).toEqual(failureBody('ADMIN_REQUIRED'));
    });
  });

  describe('caching of public reads', () => {
    it('serves the second anonymous read from the gateway cache with the same strong ETag, and 304 to If-None-Match', async () => {
      const article = await create();
      const first = await anonymous().get(`/api/articles/${article.slug}`);
      expect(first.headers['x-cache']).toBe('MISS');
      expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers.vary).toMatch(/Cookie/i);
      expect(first.headers['content-type']).toMatch(/^application\/json/);
      const second = await anonymous().get(`/api/articles/${article.slug}`);
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(second.body).toEqual(first.body);
      const revalidated = await anonymous().get(`/api/articles/${article.slug}`).set('If-None-Match', first.headers.etag);
      expect(revalidated.status).toBe(304);
      expect(revalidated.text).toBe('');
    });

    it('keys lists by the normalised query: order, defaults and the ignored status share one answer', async () => {
      const first = await anonymous().get('/api/articles?status=published&limit=7');
      const reordered = await anonymous().get('/api/articles?limit=7&status=published&page=1');
      const anyStatus = await anonymous().get('/api/articles?limit=7&status=archived');
      expect(first.headers['x-cache']).toBe('MISS');
      expect(reordered.headers['x-cache']).toBe('HIT');
      expect(anyStatus.headers['x-cache']).toBe('HIT');
      expect(reordered.headers.etag).toBe(first.headers.etag);
    });

    it('gives admins and contributors fresh, private answers that no cache keeps', async () => {
      const draft = await create({ status: 'draft' });
      for (const agent of [admin, contributor]) {
        for (const path of [`/api/articles/${draft.slug}`, '/api/articles?limit=5', '/api/articles/search?q=kreatinin', '/api/articles/tags']) {
          const res = await agent.get(path);
          expect(res.status).toBe(200);
          expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
          expect(res.headers['x-cache']).toBeUndefined();
          expect(res.headers.etag).toBeUndefined();
        }
      }
      // A user sees what the public sees, from the gateway cache, but the answer carries their session cookie.
      await anonymous().get('/api/articles?limit=5').expect(200);
      const asUser = await user.get('/api/articles?limit=5');
      expect(asUser.headers['x-cache']).toBe('HIT');
      expect(asUser.headers['set-cookie']).toBeDefined();
      expect(asUser.headers['cache-control']).toBe(SESSION_CACHE_CONTROL);
    });

    it('shows a new article in the cached public list at once', async () => {
      const before = await anonymous().get('/api/articles?limit=100');
      await anonymous().get('/api/articles?limit=100').expect(200);
      const article = await create();
      const after = await anonymous().get('/api/articles?limit=100');
      expect(after.headers.etag).not.toBe(before.headers.etag);
      expect(slugsOf(after.body.data)).toContain(article.slug);
      await anonymous().get('/api/articles?limit=100').set('If-None-Match', before.headers.etag).expect(200);
    });

    describe('a change made in content behind the gateway', () => {
      it("reaches cached public answers through content's article.updated and category.changed events", async () => {
        const clients = createTransportClients(stack.config.platform, 'comments');
        try {
          const article = await create();
          await anonymous().get(`/api/articles/${article.slug}`).expect(200);
          const adminActor = { id: 'a00000000000000000000001', username: 'admin', role: 'admin' as const };
          const newTitle = uniqueTitle('Bakom gatewayen');
          await clients.send(
            CONTENT_MESSAGES.articlesUpdate,
            { ...articleInput(categoryId, { title: newTitle }), baseVersion: 1, slug: article.slug },
            { requestId: 'test', actor: adminActor },
          );
          const titleOf = async () => (await anonymous().get(`/api/articles/${article.slug}`)).body.data.title as string;
          expect(await eventually(async () => (await titleOf()) === newTitle)).toBe(true);

          const category = ((await anonymous().get('/api/categories')).body.data as Category[]).find((c) => c._id === categoryId) as Category;
          const renamed = `${category.name} (ny)`.slice(0, 50);
          await admin.put(`/api/categories/${categoryId}`).send({ name: renamed, description: category.description, color: category.color }).expect(200);
          const categoryOf = async () => (await anonymous().get(`/api/articles/${article.slug}`)).body.data.category.name as string;
          expect(await eventually(async () => (await categoryOf()) === renamed)).toBe(true);
          await admin.put(`/api/categories/${categoryId}`).send({ name: category.name, description: category.description, color: category.color }).expect(200);
        } finally {
          await clients.close();
        }
      });
    });
  });
});
