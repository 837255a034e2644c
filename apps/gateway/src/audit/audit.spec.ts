import type { AuditEntry, User } from '@labmedicin/contracts';
import { DOCUMENT_STORE, type DocumentStore } from '@labmedicin/platform';
import { pngImage } from '@labmedicin/platform/testing';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId, uniqueTitle } from '../../test/articles';
import { SEEDED_ADMIN, agentWithRole, loggedInAgent, newUser, registeredAgent, startStack, type Stack } from '../../test/stack';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/**
 * The audit log through the real gateway and auth-users (NeDB here; MongoDB and the Redis Streams
 * transport in gateway-production): what the audited actions record, who may read it, that it
 * holds no secret, and that no route changes or deletes an entry.
 */
describe('audit log', () => {
  let stack: Stack;
  let admin: Agent;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content', 'media'] });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
  });
  afterAll(() => stack?.close());

  const stored = async (): Promise<AuditEntry[]> =>
    stack.services['auth-users']!.get<DocumentStore>(DOCUMENT_STORE).collection<AuditEntry>('auditEntries').find({});
  /** The entries the filters give, once `check` holds for them (entries arrive by event, after the answer). */
  const entriesWhen = async (query: Record<string, string>, check: (entries: AuditEntry[]) => boolean): Promise<AuditEntry[]> => {
    let entries: AuditEntry[] = [];
    await eventually(async () => {
      const res = await admin.get('/api/admin/audit').query({ limit: '100', ...query });
      entries = res.body.data ?? [];
      return check(entries);
    });
    return entries;
  };

  it('answers anonymous callers 401 and users and contributors 403, on the list and the export', async () => {
    for (const path of ['/api/admin/audit', '/api/admin/audit/export']) {
      expect((await request(stack.server).get(path)).status).toBe(401);
      const { agent: user } = await registeredAgent(stack);
      expect((await user.get(path)).status).toBe(403);
      const { agent: contributor } = await agentWithRole(stack, 'contributor');
      const refused = await contributor.get(path);
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 'ADMIN_REQUIRED' });
    }
  });

  it('records a failed and a successful sign-in and a password change, and stores no password, hash or secret', async () => {
    const { agent, user } = await registeredAgent(stack);
    const wrong = 'fel-losenord-123';
    expect((await request(stack.server).post('/api/auth/login').send({ email: user.email, password: wrong })).status).toBe(401);
    await loggedInAgent(stack, user);
    const changed = 'nytt-hemligt-456';
    expect((await agent.put('/api/users/password').send({ currentPassword: user.password, newPassword: changed, confirmPassword: changed })).status).toBe(200);
    expect((await agent.put('/api/users/password').send({ currentPassword: 'inte-det', newPassword: 'annat-789', confirmPassword: 'annat-789' })).status).toBe(400);

    const signIns = await entriesWhen({ action: 'sign-in' }, (entries) => entries.filter((e) => e.details.attempted === user.email || e.actor?.username === user.username).length >= 2);
    expect(signIns.find((e) => e.details.attempted === user.email)).toMatchObject({ outcome: 'failure', actor: null, target: null, details: { attempted: user.email, method: 'password', code: 'INVALID_CREDENTIALS' } });
    expect(signIns.find((e) => e.actor?.username === user.username)).toMatchObject({ outcome: 'success', target: { type: 'user', label: user.username }, details: { method: 'password' } });
    const changes = await entriesWhen({ action: 'password.changed', actor: user.username }, (entries) => entries.length >= 2);
    expect(changes.map((e) => [e.outcome, e.details.code])).toEqual([
      ['failure', 'CURRENT_PASSWORD_WRONG'],
      ['success', undefined],
    ]);

    const users = stack.services['auth-users']!.get<DocumentStore>(DOCUMENT_STORE).collection<{ _id: string; email: string; passwordHash: string }>('users');
    const hash = (await users.findOne({ email: user.email }))!.passwordHash;
    const everything = JSON.stringify(await stored());
    for (const secret of [user.password, wrong, changed, 'annat-789', 'inte-det', hash, 'passwordHash', 'currentPassword', 'newPassword']) {
      expect(everything).not.toContain(secret);
    }
  });

  it("records an admin's user create, role change, new password and delete, with the role before and after", async () => {
    const account = newUser('audited');
    const created = (await admin.post('/api/users/admin').send({ ...account, role: 'user' }).expect(201)).body.data as User;
    await admin.put(`/api/users/${created._id}`).send({ username: created.username, email: created.email, role: 'contributor', password: 'ett-nytt-1' }).expect(200);
    await admin.delete(`/api/users/${created._id}`).expect(200);
    const entries = await entriesWhen({ actor: 'admin' }, (list) => list.filter((e) => e.target?.id === created._id).length >= 4);
    const about = entries.filter((e) => e.target?.id === created._id).reverse();
    expect(about.map((e) => [e.action, e.outcome, e.target?.label])).toEqual([
      ['user.created', 'success', account.username],
      ['user.role-changed', 'success', account.username],
      ['password.changed', 'success', account.username],
      ['user.deleted', 'success', account.username],
    ]);
    expect(about[1]?.details).toEqual({ roleFrom: 'user', roleTo: 'contributor' });
    expect(about.every((e) => e.actor?.username === 'admin' && e.requestId.length > 0)).toBe(true);
  });

  it('records publishing, unpublishing, restoring and deleting an article, with its title', async () => {
    const categoryId = await seededCategoryId(stack);
    const draft = (await admin.post('/api/articles').send(articleInput(categoryId, { status: 'draft' })).expect(201)).body.data;
    const published = (await admin.post(`/api/articles/${draft.slug}/publish`).send({ version: draft.version }).expect(200)).body.data;
    await admin.put(`/api/articles/${draft.slug}`).send({ ...articleInput(categoryId, { title: draft.title, status: 'draft' }), version: published.version }).expect(200);
    await admin.post(`/api/articles/${draft.slug}/restore/1`).expect(200);
    await admin.delete(`/api/articles/${draft.slug}`).expect(200);
    const entries = await entriesWhen({}, (list) => list.filter((e) => e.target?.id === draft._id).length >= 4);
    expect(entries.filter((e) => e.target?.id === draft._id).reverse().map((e) => [e.action, e.target?.label])).toEqual([
      ['article.published', draft.title],
      ['article.unpublished', draft.title],
      ['article.restored', draft.title],
      ['article.deleted', draft.title],
    ]);
  });

  it('records a forced image delete, a category delete and a translation link and unlink', async () => {
    const categoryId = await seededCategoryId(stack);
    const image = (await admin.post('/api/articles/upload').field('alt', 'bild').attach('image', pngImage(6, 4), { filename: 'bild.png', contentType: 'image/png' }).expect(201)).body as { imageUrl: string; filename: string };
    const showing = (await admin.post('/api/articles').send(articleInput(categoryId, { content: `<p>Bild:</p><img src="${image.imageUrl}" alt="bild">` })).expect(201)).body.data;
    await eventually(async () => (await admin.get(`/api/media/${image.filename}/usage`)).body.usageCount === 1);
    await admin.delete(`/api/media/${image.filename}?force=true`).expect(200);
    const category = (await admin.post('/api/categories').send({ name: uniqueTitle('Kat').slice(0, 40) }).expect(201)).body.data;
    await admin.delete(`/api/categories/${category._id}`).expect(200);
    const english = (await admin.post('/api/articles').send(articleInput(categoryId, { title: uniqueTitle('Test analysis'), language: 'en' })).expect(201)).body.data;
    await admin.post(`/api/articles/${showing.slug}/translations`).send({ slug: english.slug }).expect(200);
    await admin.delete(`/api/articles/${showing.slug}/translations/${english.slug}`).expect(200);

    const entries = await entriesWhen({ actor: 'admin' }, (list) => list.some((e) => e.action === 'translation.unlinked' && e.target?.id === showing._id));
    expect(entries.find((e) => e.action === 'image.force-deleted' && e.target?.id === image.filename)).toMatchObject({
      outcome: 'success',
      target: { type: 'image', label: image.filename },
      details: { articles: 1 },
    });
    expect(entries.find((e) => e.action === 'category.deleted' && e.target?.id === category._id)).toMatchObject({ target: { type: 'category', label: category.name } });
    for (const action of ['translation.linked', 'translation.unlinked'] as const) {
      expect(entries.find((e) => e.action === action && e.target?.id === showing._id)).toMatchObject({ target: { label: showing.title }, details: { translation: english.slug } });
    }
  });

  it('records a refused action as refused, with its code', async () => {
    await admin.post('/api/articles/finns-inte-alls/publish').send({ version: 1 }).expect(404);
    const [entry] = await entriesWhen({ action: 'article.published' }, (list) => list.some((e) => e.outcome === 'refused'));
    expect(entry).toMatchObject({ outcome: 'refused', target: { type: 'article', id: null, label: 'finns-inte-alls' }, details: { code: 'ARTICLE_NOT_FOUND' } });
  });

  it('filters by action, actor and days, pages, and refuses a reversed range with the field named', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
    const all = await entriesWhen({}, (list) => list.length > 5);
    const page = await admin.get('/api/admin/audit').query({ limit: '2', page: '2' }).expect(200);
    expect(page.body.data).toEqual(all.slice(2, 4));
    expect(page.body.pagination).toMatchObject({ page: 2, limit: 2, total: all.length });
    const todays = await admin.get('/api/admin/audit').query({ from: today, to: today, limit: '100' }).expect(200);
    expect(todays.body.pagination.total).toBe(all.length);
    const tomorrow = new Date(Date.now() + 36 * 3_600_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Stockholm' });
    expect((await admin.get('/api/admin/audit').query({ from: tomorrow }).expect(200)).body.data).toEqual([]);
    const byActor = await admin.get('/api/admin/audit').query({ actor: 'ADM', action: 'user.deleted' }).expect(200);
    expect(byActor.body.data.length).toBeGreaterThan(0);
    expect(byActor.body.data.every((e: AuditEntry) => e.action === 'user.deleted' && e.actor?.username === 'admin')).toBe(true);
    const reversed = await admin.get('/api/admin/audit').query({ from: today, to: '2020-01-01' });
    expect(reversed.status).toBe(400);
    expect(reversed.body).toMatchObject({ code: 'VALIDATION_FAILED', errors: { to: 'The end date cannot be before the start date' } });
    expect((await admin.get('/api/admin/audit').query({ action: 'article.eaten' })).status).toBe(400);
  });

  it('exports the filtered entries as CSV, header first, newest first', async () => {
    const expected = await entriesWhen({ action: 'sign-in' }, (list) => list.length > 0);
    const res = await admin.get('/api/admin/audit/export').query({ action: 'sign-in' }).buffer(true).parse((response, done) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => done(null, body));
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (res.body as string).replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"time","action","outcome","actorId","actorUsername","targetType","targetId","targetLabel","details","requestId"');
    expect(lines.at(-1)).toBe('');
    const rows = lines.slice(1, -1);
    expect(rows).toHaveLength(expected.length);
    expect(rows.every((row) => row.split('","')[1] === 'sign-in')).toBe(true);
    expect(rows[0]).toContain(`"${expected[0]!.requestId}"`);
  });

  it('has no route that changes or deletes an entry: PATCH, PUT, POST and DELETE are not found and the entries stay', async () => {
    const before = await stored();
    const id = before[0]!._id;
    for (const path of ['/api/admin/audit', `/api/admin/audit/${id}`, '/api/admin/audit/export']) {
      for (const method of ['patch', 'put', 'post', 'delete'] as const) {
        const res = await admin[method](path).send({ action: 'sign-in', outcome: 'success' });
        expect([404, 405]).toContain(res.status);
      }
    }
    const after = await stored();
    expect(after.filter((entry) => before.some((b) => b._id === entry._id))).toEqual(before);
  });
});
