import { pngImage } from '@labmedicin/platform/testing';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId } from '../../test/articles';
import { SEEDED_ADMIN, agentWithRole, failureBody, loggedInAgent, registeredAgent, startStack, type Stack } from '../../test/stack';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/** GET /api/media, GET /api/media/:filename/usage and DELETE /api/media/:filename over HTTP, with the real services. */
describe('media library API', () => {
  let stack: Stack;
  let admin: Agent;
  let contributor: Agent;
  let categoryId: string;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content', 'media'] });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    contributor = (await agentWithRole(stack, 'contributor')).agent;
    categoryId = await seededCategoryId(stack);
  });
  afterAll(() => stack?.close());

  const upload = async (name: string) => {
    const res = await admin.post('/api/articles/upload').field('alt', name).attach('image', pngImage(6, 4), { filename: name, contentType: 'image/png' });
    expect(res.status).toBe(201);
    return res.body as { imageUrl: string; filename: string };
  };

  it('lists the library with its totals and pagination for admins and contributors; refuses readers and anonymous callers', async () => {
    const image = await upload('Lista mig.png');
    const res = await contributor.get('/api/media').query({ search: 'lista mig', sort: 'name', order: 'asc', filter: 'unused' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      data: [expect.objectContaining({ filename: image.filename, url: image.imageUrl, originalName: 'Lista mig.png', width: 6, height: 4, usageCount: 0 })],
      stats: expect.objectContaining({ totalImages: expect.any(Number), totalSize: expect.any(Number), usedImages: expect.any(Number), unusedImages: expect.any(Number), unusedSize: expect.any(Number) }),
      pagination: { page: 1, limit: 20, total: 1, pages: 1 },
    });
    const { agent: reader } = await registeredAgent(stack);
    expect((await reader.get('/api/media')).body).toEqual(failureBody('ADMIN_AREA_REQUIRED'));
    expect((await request(stack.server).get('/api/media')).status).toBe(401);
    expect((await admin.get('/api/media').query({ sort: 'views' })).status).toBe(400);
  });

  it('refuses to delete an image in use with 409 and the articles; only admins may delete; force removes it from the published page', async () => {
    const image = await upload('Används.png');
    const created = await admin.post('/api/articles').send(articleInput(categoryId, { content: `<p>Bild:</p><img src="${image.imageUrl}" alt="bild">` }));
    expect(created.status).toBe(201);
    const { slug, title } = created.body.data as { slug: string; title: string };
    await eventually(async () => (await admin.get(`/api/media/${image.filename}/usage`)).body.usageCount === 1);
    expect((await contributor.get(`/api/media/${image.filename}/usage`)).body).toEqual({ success: true, usageCount: 1, articles: [{ slug, title, current: true, earlierVersions: 0 }] });

    const refused = await admin.delete(`/api/media/${image.filename}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ ...failureBody('IMAGE_IN_USE'), data: { usageCount: 1, articles: [{ slug, title, current: true, earlierVersions: 0 }] } });
    expect((await contributor.delete(`/api/media/${image.filename}?force=true`)).body).toEqual(failureBody('ADMIN_REQUIRED'));
    expect((await request(stack.server).get(image.imageUrl)).status).toBe(200);
    // The public page is cached by now; the forced delete must reach readers all the same.
    expect((await request(stack.server).get(`/api/articles/${slug}`)).body.data.content).toContain(image.imageUrl);

    const forced = await admin.delete(`/api/media/${image.filename}?force=true`);
    expect(forced.status).toBe(200);
    expect(forced.body).toEqual({ success: true, message: 'Image deleted successfully', data: { filename: image.filename, removedFrom: [{ slug, title }] } });
    expect((await request(stack.server).get(image.imageUrl)).status).toBe(404);
    expect(await eventually(async () => (await request(stack.server).get(`/api/articles/${slug}`)).body.data.content === '<p>Bild:</p>')).toBe(true);
    expect((await admin.get(`/api/media/${image.filename}/usage`)).body).toEqual(failureBody('IMAGE_NOT_FOUND'));
  });

  it('counts an image only an earlier revision shows as used, names those versions, and refuses its delete without force', async () => {
    const image = await upload('Gammal version.png');
    const created = await admin.post('/api/articles').send(articleInput(categoryId, { content: `<p>Bild:</p><img src="${image.imageUrl}" alt="bild">` }));
    const { slug, title } = created.body.data as { slug: string; title: string };
    // Two saves without the image: versions 2 and 3 do not show it, version 1 still does.
    let version = (created.body.data as { version: number }).version;
    for (const text of ['<p>Utan bild.</p>', '<p>Fortfarande utan bild.</p>']) {
      const saved = await admin.put(`/api/articles/${slug}`).send({ ...articleInput(categoryId, { content: text }), title, baseVersion: version });
      expect(saved.status).toBe(200);
      version = saved.body.data.version;
    }
    const used = { usageCount: 1, articles: [{ slug, title, current: false, earlierVersions: 1 }] };
    expect(await eventually(async () => (await admin.get(`/api/media/${image.filename}/usage`)).body.usageCount === 1)).toBe(true);
    expect((await admin.get(`/api/media/${image.filename}/usage`)).body).toEqual({ success: true, ...used });
    const listed = await admin.get('/api/media').query({ search: 'gammal version', filter: 'used' });
    expect(listed.body.data).toEqual([expect.objectContaining({ filename: image.filename, usageCount: 1 })]);

    const refused = await admin.delete(`/api/media/${image.filename}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ ...failureBody('IMAGE_IN_USE'), data: used });
    expect((await request(stack.server).get(image.imageUrl)).status).toBe(200);
    const restored = await admin.post(`/api/articles/${slug}/restore/1`).send({});
    expect(restored.status).toBe(200);
    expect(restored.body.data.content).toContain(image.imageUrl);
    expect((await request(stack.server).get(image.imageUrl)).status).toBe(200);
  });

  it('answers 400 for a name that is no stored name and 404 for an unknown one', async () => {
    expect((await admin.delete('/api/media/..%2Fusers.db')).status).toBe(400);
    expect((await admin.delete('/api/media/0123456789abcdef0123456789abcdef.png')).body).toEqual(failureBody('IMAGE_NOT_FOUND'));
  });
});
