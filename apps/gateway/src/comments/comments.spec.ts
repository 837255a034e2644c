import { LIMITS, VALIDATION_MESSAGES, type Article, type Comment, type ReaderComment } from '@labmedicin/contracts';
import request from 'supertest';
import { articleInput, seededCategoryId } from '../../test/articles';
import { SEEDED_ADMIN, agentWithRole, failureBody, loggedInAgent, registeredAgent, startStack, type Stack } from '../../test/stack';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/** Comments through the real gateway, auth-users, content and comments services. */
describe('comments routes', () => {
  let stack: Stack;
  let admin: Agent;
  let article: Article;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content', 'comments'], env: { COMMENTS_MAX_PER_USER: '3' } });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const created = await admin.post('/api/articles').send(articleInput(await seededCategoryId(stack))).expect(201);
    article = created.body.data as Article;
  });
  afterAll(() => stack?.close());

  const anonymous = () => request(stack.server);
  const commentsPath = () => `/api/articles/${article.slug}/comments`;
  const publicContents = async () => ((await anonymous().get(commentsPath()).expect(200)).body.data as ReaderComment[]).map((c) => c.content);

  async function postAs(agent: Agent, content: string): Promise<ReaderComment> {
    const res = await agent.post(commentsPath()).send({ content });
    expect(res.status).toBe(201);
    return res.body.data as ReaderComment;
  }

  it('lets a reader post a comment that waits for an admin, who approves it for everyone to read', async () => {
    const { agent, user } = await registeredAgent(stack);
    const res = await agent.post(commentsPath()).send({ content: 'Stämmer referensintervallet för gravida?' });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      success: true,
      message: 'Comment submitted and awaiting moderation',
      data: expect.objectContaining({ status: 'pending', userId: { _id: expect.any(String), username: user.username }, articleId: { _id: article._id, slug: article.slug, title: article.title } }),
    });
    const comment = res.body.data as ReaderComment;
    expect(await publicContents()).not.toContain(comment.content);

    const pending = await admin.get('/api/admin/comments?status=pending').expect(200);
    expect(pending.body.pagination).toMatchObject({ page: 1, limit: LIMITS.commentPageSize, pages: 1 });
    expect((pending.body.data as Comment[]).map((c) => c._id)).toContain(comment._id);

    const approved = await admin.put(`/api/admin/comments/${comment._id}/approve`).expect(200);
    expect(approved.body).toMatchObject({ success: true, data: { _id: comment._id, status: 'approved' } });
    const listed = await anonymous().get(commentsPath()).expect(200);
    expect(listed.body).toMatchObject({ success: true, pagination: { page: 1, limit: LIMITS.commentPageSize } });
    expect(listed.body.data[0]).toMatchObject({ _id: comment._id, content: comment.content, reported: false });
    expect(listed.body.data[0]).not.toHaveProperty('reports');
  });

  it('takes a rejected comment off the article, and deletes a comment for good', async () => {
    const { agent } = await registeredAgent(stack);
    const comment = await postAs(agent, 'Billiga tabletter här');
    await admin.put(`/api/admin/comments/${comment._id}/approve`).expect(200);
    expect(await publicContents()).toContain('Billiga tabletter här');

    await admin.put(`/api/admin/comments/${comment._id}/reject`).expect(200);
    expect(await publicContents()).not.toContain('Billiga tabletter här');
    const spam = await admin.get('/api/admin/comments?status=spam').expect(200);
    expect((spam.body.data as Comment[]).map((c) => c._id)).toContain(comment._id);

    await admin.delete(`/api/admin/comments/${comment._id}`).expect(200);
    const all = await admin.get('/api/admin/comments?limit=100').expect(200);
    expect((all.body.data as Comment[]).map((c) => c._id)).not.toContain(comment._id);
    const again = await admin.delete(`/api/admin/comments/${comment._id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual(failureBody('COMMENT_NOT_FOUND'));
  });

  it('refuses 2001 characters with the field message and stores nothing; takes 2000', async () => {
    const { agent } = await registeredAgent(stack);
    const before = (await admin.get('/api/admin/comments').expect(200)).body.pagination.total as number;
    const res = await agent.post(commentsPath()).send({ content: 'a'.repeat(LIMITS.commentMax + 1) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(failureBody('VALIDATION_FAILED', { errors: { content: VALIDATION_MESSAGES.commentTooLong }, fieldCodes: { content: 'commentTooLong' } }));
    expect((await admin.get('/api/admin/comments').expect(200)).body.pagination.total).toBe(before);
    await postAs(agent, 'a'.repeat(LIMITS.commentMax));
  });

  it('refuses a comment on an article that does not exist or is not published', async () => {
    const { agent } = await registeredAgent(stack);
    const draft = (await admin.post('/api/articles').send(articleInput(await seededCategoryId(stack), { status: 'draft' })).expect(201)).body.data as Article;
    const missing = await agent.post('/api/articles/finns-inte/comments').send({ content: 'Hej' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(failureBody('ARTICLE_NOT_FOUND'));
    expect((await agent.post(`/api/articles/${draft.slug}/comments`).send({ content: 'Hej' })).status).toBe(404);
  });

  it('takes one report per user: the second is a 409', async () => {
    const { agent: author } = await registeredAgent(stack);
    const { agent: reader } = await registeredAgent(stack);
    const comment = await postAs(author, 'Fel enhet i tabellen');
    expect((await reader.post(`/api/comments/${comment._id}/report`)).status).toBe(404);
    await admin.put(`/api/admin/comments/${comment._id}/approve`).expect(200);

    const first = await reader.post(`/api/comments/${comment._id}/report`);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ success: true, message: 'Comment reported', data: { _id: comment._id, reported: true } });
    const second = await reader.post(`/api/comments/${comment._id}/report`);
    expect(second.status).toBe(409);
    expect(second.body).toEqual(failureBody('COMMENT_ALREADY_REPORTED'));

    const listed = (await reader.get(commentsPath()).expect(200)).body.data as ReaderComment[];
    expect(listed.find((c) => c._id === comment._id)?.reported).toBe(true);
    const all = (await admin.get('/api/admin/comments?status=approved&limit=100').expect(200)).body.data as Comment[];
    expect(all.find((c) => c._id === comment._id)?.reports).toHaveLength(1);
  });

  it('limits how many comments one user posts, with Retry-After, and not the others', async () => {
    const { agent } = await registeredAgent(stack);
    for (let i = 1; i <= 3; i += 1) await postAs(agent, `Kommentar ${i}`);
    const blocked = await agent.post(commentsPath()).send({ content: 'En till' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(failureBody('COMMENTS_TOO_FAST'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const { agent: other } = await registeredAgent(stack);
    await postAs(other, 'Jag får skriva');
  });

  it('lets only logged-in users post and report, and only admins moderate', async () => {
    const id = 'ffffffffffffffffffffffff';
    const adminCalls = (agent: ReturnType<typeof anonymous> | Agent) => [
      agent.get('/api/admin/comments'),
      agent.put(`/api/admin/comments/${id}/approve`),
      agent.put(`/api/admin/comments/${id}/reject`),
      agent.delete(`/api/admin/comments/${id}`),
    ];
    for (const res of [...adminCalls(anonymous()), anonymous().post(commentsPath()).send({ content: 'Hej' }), anonymous().post(`/api/comments/${id}/report`)]) {
      const answer = await res;
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual(failureBody('NOT_LOGGED_IN'));
    }
    const { agent: user } = await registeredAgent(stack);
    const { agent: contributor } = await agentWithRole(stack, 'contributor');
    for (const agent of [user, contributor]) {
      for (const res of adminCalls(agent)) {
        const answer = await res;
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual(failureBody('ADMIN_REQUIRED'));
      }
    }
  });

  it('answers bad ids, unknown comments and unknown statuses with clear errors', async () => {
    const badId = await admin.put('/api/admin/comments/not-an-id/approve');
    expect(badId.status).toBe(400);
    expect(badId.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { id: 'idInvalid' } });
    const unknown = await admin.put('/api/admin/comments/ffffffffffffffffffffffff/reject');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual(failureBody('COMMENT_NOT_FOUND'));
    const status = await admin.get('/api/admin/comments?status=hidden');
    expect(status.status).toBe(400);
    expect(status.body).toMatchObject({ code: 'VALIDATION_FAILED', fieldCodes: { status: 'invalidValue' } });
  });
});
