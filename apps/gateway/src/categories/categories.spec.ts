import {
  CONTENT_MESSAGES,
  VALIDATION_MESSAGES,
  type Category,
  type CategoryArticles,
} from '@labmedicin/contracts';
import { createTransportClients, type TransportClients } from '@labmedicin/platform';
import request from 'supertest';
import { articleInput } from '../../test/articles';
import { SEEDED_ADMIN, loggedInAgent, registeredAgent, startStack, failureBody, type Stack } from '../../test/stack';

const input = (name: string) => ({ name, description: 'Prover för test', color: '#123abc' });

/** The categories API through the real gateway, auth-users and content. */
describe('categories routes', () => {
  let stack: Stack;
  let admin: Awaited<ReturnType<typeof loggedInAgent>>;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'] });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
  });
  afterAll(() => stack?.close());

  it('lists categories publicly with ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    const res = await request(stack.server).get('/api/categories');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(res.headers['cache-control']).toContain('public');
    const again = await request(stack.server).get('/api/categories').set('If-None-Match', res.headers.etag);
    expect(again.status).toBe(304);
  });

  it("counts drafts for admins only, and never hands an admin's counts to the public from the cache", async () => {
    const created = await admin.post('/api/categories').send(input('Utkastkategori'));
    const id = (created.body.data as Category)._id;
    await admin.post('/api/articles').send(articleInput(id, { status: 'draft' })).expect(201);
    const countIn = (res: request.Response) => (res.body.data as Category[]).find((c) => c._id === id)?.articleCount;

    // The admin asks first, so a shared cache would now hold the admin's counts.
    const forAdmin = await admin.get('/api/categories');
    expect(countIn(forAdmin)).toBe(1);
    expect(forAdmin.headers['cache-control']).toBe('private, no-store');
    const forPublic = await request(stack.server).get('/api/categories');
    expect(countIn(forPublic)).toBe(0);
    expect(forPublic.headers['cache-control']).toContain('public');
    expect(forPublic.headers.vary).toContain('Cookie');
    // Any query string shares the one public answer.
    const cached = await request(stack.server).get('/api/categories?x=1');
    expect(cached.headers['x-cache']).toBe('HIT');
    expect(countIn(cached)).toBe(0);
    expect(countIn(await admin.get('/api/categories'))).toBe(1);
    // The public article list asks for published counts whoever is reading.
    expect(countIn(await admin.get('/api/categories?status=published'))).toBe(0);
    await admin.get('/api/categories?status=draft').expect(400);
  });

  it('lets an admin create, edit, count and delete a category; the public list follows at once', async () => {
    const before = await request(stack.server).get('/api/categories');

    const created = await admin.post('/api/categories').send(input('Koagulation test'));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ success: true, message: 'Category created successfully', data: { name: 'Koagulation test' } });
    const id = (created.body.data as Category)._id;

    const listed = await request(stack.server).get('/api/categories');
    expect(listed.headers.etag).not.toBe(before.headers.etag);
    expect((listed.body.data as Category[]).map((c) => c.name)).toContain('Koagulation test');
    await request(stack.server).get('/api/categories').set('If-None-Match', before.headers.etag).expect(200);

    const updated = await admin.put(`/api/categories/${id}`).send(input('Koagulation och blödning'));
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ success: true, message: 'Category updated successfully', data: { _id: id, name: 'Koagulation och blödning' } });
    const relisted = await request(stack.server).get('/api/categories');
    expect((relisted.body.data as Category[]).find((c) => c._id === id)?.name).toBe('Koagulation och blödning');

    const articles = await admin.get(`/api/categories/${id}/articles`);
    expect(articles.status).toBe(200);
    expect((articles.body.data as CategoryArticles).count).toBe(0);

    const deleted = await admin.delete(`/api/categories/${id}`).send({ moveToCategory: null });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toMatchObject({ success: true, message: 'Category deleted successfully', data: { deleted: { _id: id }, movedArticles: 0 } });
    const after = await request(stack.server).get('/api/categories');
    expect((after.body.data as Category[]).some((c) => c._id === id)).toBe(false);
  });

  it('keeps an English description beside the Swedish one, and a blank one is none; a long one is refused like the Swedish', async () => {
    const created = await admin.post('/api/categories').send({ ...input('Blodgas test'), nameEn: 'Blood gas test', descriptionEn: '  Samples for tests.  ' });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ description: 'Prover för test', descriptions: { sv: 'Prover för test', en: 'Samples for tests.' } });
    const id = (created.body.data as Category)._id;
    const listed = (await request(stack.server).get('/api/categories')).body.data as Category[];
    expect(listed.find((c) => c._id === id)?.descriptions).toEqual({ sv: 'Prover för test', en: 'Samples for tests.' });

    const cleared = await admin.put(`/api/categories/${id}`).send({ ...input('Blodgas test'), descriptionEn: '' });
    expect(cleared.body.data.descriptions).toEqual({ sv: 'Prover för test', en: '' });

    const long = await admin.put(`/api/categories/${id}`).send({ ...input('Blodgas test'), descriptionEn: 'y'.repeat(201) });
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { descriptionEn: VALIDATION_MESSAGES.categoryDescriptionTooLong } });
    expect(((await request(stack.server).get('/api/categories')).body.data as Category[]).find((c) => c._id === id)?.descriptions.en).toBe('');
  });

  it("keeps content's error status: a duplicate name is 409, an unknown id 404", async () => {
    await admin.post('/api/categories').send(input('Dubblett')).expect(201);
    const dup = await admin.post('/api/categories').send(input('dubblett'));
    expect(dup.status).toBe(409);
    expect(dup.body.success).toBe(false);
    const missing = await admin.put('/api/categories/ffffffffffffffffffffffff').send(input('Ingen'));
    expect(missing.status).toBe(404);
    expect(missing.body).toMatchObject({ success: false });
  });

  it('validates bodies and ids in the gateway with the field validation messages', async () => {
    const empty = await admin.post('/api/categories').send({ name: '', color: 'red' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { name: VALIDATION_MESSAGES.categoryNameRequired, color: VALIDATION_MESSAGES.colorInvalid },
    });
    const long = await admin.post('/api/categories').send({ name: 'x'.repeat(51), description: 'y'.repeat(201), color: '#000000' });
    expect(long.body.errors).toEqual({ name: VALIDATION_MESSAGES.categoryNameTooLong, description: VALIDATION_MESSAGES.categoryDescriptionTooLong });
    const badId = await admin.put('/api/categories/not-an-id').send(input('Giltig'));
    expect(badId.status).toBe(400);
    expect(badId.body.errors).toEqual({ id: VALIDATION_MESSAGES.idInvalid });
    const badMove = await admin.delete('/api/categories/ffffffffffffffffffffffff').send({ moveToCategory: 'nope' });
    expect(badMove.status).toBe(400);
    expect(badMove.body.errors).toEqual({ moveToCategory: VALIDATION_MESSAGES.idInvalid });
  });

  it('refuses writes to anonymous callers (401) and to plain users (403)', async () => {
    const anonymous = request(stack.server);
    for (const res of [
      await anonymous.post('/api/categories').send(input('Anonym')),
      await anonymous.put('/api/categories/ffffffffffffffffffffffff').send(input('Anonym')),
      await anonymous.delete('/api/categories/ffffffffffffffffffffffff').send({ moveToCategory: null }),
      await anonymous.get('/api/categories/ffffffffffffffffffffffff/articles'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(failureBody('NOT_LOGGED_IN'));
    }
    const { agent: user } = await registeredAgent(stack);
    for (const res of [
      await user.post('/api/categories').send(input('Användare')),
      await user.put('/api/categories/ffffffffffffffffffffffff').send(input('Användare')),
      await user.delete('/api/categories/ffffffffffffffffffffffff').send({ moveToCategory: null }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body).toEqual(failureBody('ADMIN_REQUIRED'));
    }
    const count = await user.get('/api/categories/ffffffffffffffffffffffff/articles');
    expect(count.status).toBe(403);
    expect(count.body).toEqual(failureBody('ADMIN_AREA_REQUIRED'));
  });

  it('ignores any client header claiming admin rights', async () => {
    const forged = {
      'x-admin': 'true',
      'x-admin-auth': 'admin',
      'x-user-role': 'admin',
      authorization: 'Bearer admin',
      'x-actor': JSON.stringify({ id: 'ffffffffffffffffffffffff', username: 'admin', role: 'admin' }),
    };
    const anonymous = await request(stack.server).post('/api/categories').set(forged).send(input('Förfalskad'));
    expect(anonymous.status).toBe(401);
    const { agent: user } = await registeredAgent(stack);
    const asUser = await user.post('/api/categories').set(forged).send(input('Förfalskad'));
    expect(asUser.status).toBe(403);
    const list = await request(stack.server).get('/api/categories');
    expect((list.body.data as Category[]).some((c) => c.name === 'Förfalskad')).toBe(false);
  });

  describe('a change made in content behind the gateway', () => {
    let clients: TransportClients;
    beforeAll(() => {
      clients = createTransportClients(stack.config.platform, 'comments');
    });
    afterAll(() => clients?.close());

    it("reaches the public list through content's category.changed event", async () => {
      const warm = await request(stack.server).get('/api/categories');
      await clients.send(
        CONTENT_MESSAGES.categoriesCreate,
        input('Via transporten'),
        { requestId: 'test', actor: { id: 'a00000000000000000000001', username: 'admin', role: 'admin' } },
      );
      const deadline = Date.now() + 5000;
      let names: string[] = [];
      while (Date.now() < deadline) {
        const res = await request(stack.server).get('/api/categories');
        names = (res.body.data as Category[]).map((c) => c.name);
        if (names.includes('Via transporten')) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(names).toContain('Via transporten');
      expect(warm.body.data).not.toContainEqual(expect.objectContaining({ name: 'Via transporten' }));
    });
  });
});
