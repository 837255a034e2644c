import request from 'supertest';
import { SEEDED_ADMIN, failureBody, loggedInAgent, newUser, startStack, type Stack } from '../../test/stack';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';

/** One's own sessions: the list, signing one out, all others, an admin ending all, a password change. */
describe('sessions of an account', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users'] });
  });
  afterAll(async () => {
    await stack?.close();
  });

  async function twoSessions() {
    const user = newUser('sessions');
    // Registering signs in: that is the first session.
    const first = request.agent(stack.server);
    await first.post('/api/auth/register').set('User-Agent', FIREFOX_LINUX).send(user).expect(201);
    const second = request.agent(stack.server);
    await second.post('/api/auth/login').set('User-Agent', SAFARI_MAC).send({ email: user.email, password: user.password }).expect(200);
    return { user, first, second };
  }

  const loggedOut = { success: false, user: null };

  it('lists the account\'s sessions with browser, system and times, the current one first and marked', async () => {
    const { first } = await twoSessions();
    const listed = await first.get('/api/auth/sessions').set('User-Agent', FIREFOX_LINUX);
    expect(listed.status).toBe(200);
    expect(listed.body.data).toEqual([
      { id: expect.any(String), browser: 'Firefox 128', system: 'Linux', signedInAt: expect.any(String), lastSeenAt: expect.any(String), current: true },
      { id: expect.any(String), browser: 'Safari 17', system: 'Mac OS 10.15.7', signedInAt: expect.any(String), lastSeenAt: expect.any(String), current: false },
    ]);
    await request(stack.server).get('/api/auth/sessions').expect(401);
  });

  it('signs out another session by its id, which ends it at once; an id not of the account ends nothing', async () => {
    const { first, second } = await twoSessions();
    const other = (await first.get('/api/auth/sessions')).body.data.find((s: { current: boolean }) => !s.current);
    const ended = await first.delete(`/api/auth/sessions/${other.id}`);
    expect(ended.status).toBe(200);
    expect(ended.body).toEqual({ success: true, data: { ended: 1 } });
    expect((await second.get('/api/auth/me')).body).toEqual(loggedOut);
    expect((await first.get('/api/auth/sessions')).body.data).toHaveLength(1);

    // Another account's session cannot be named.
    const stranger = await twoSessions();
    const theirs = (await stranger.first.get('/api/auth/sessions')).body.data[0].id as string;
    const refused = await first.delete(`/api/auth/sessions/${theirs}`);
    expect(refused.status).toBe(200);
    expect(refused.body).toEqual({ success: true, data: { ended: 0 } });
    expect((await stranger.first.get('/api/auth/me')).body.success).toBe(true);

    // What cannot be a session's id at all is a wrong input, refused with its code.
    for (const wrong of ['-1', 'NaN', '1e309', theirs.slice(1)]) {
      const malformed = await first.delete(`/api/auth/sessions/${wrong}`);
      expect([malformed.status, malformed.body.code]).toEqual([400, 'VALIDATION_FAILED']);
    }
  });

  it('signs out all other sessions and keeps the current one', async () => {
    const { first, second } = await twoSessions();
    const ended = await first.delete('/api/auth/sessions');
    expect(ended.body).toEqual({ success: true, data: { ended: 1 } });
    expect((await second.get('/api/auth/me')).body).toEqual(loggedOut);
    expect((await first.get('/api/auth/me')).body.success).toBe(true);
  });

  it('lets an admin end every session of a user, and no one else', async () => {
    const { user, first, second } = await twoSessions();
    const me = (await first.get('/api/auth/me')).body.user as { _id: string };
    await first.delete(`/api/users/${me._id}/sessions`).expect(403);
    const admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const ended = await admin.delete(`/api/users/${me._id}/sessions`);
    expect(ended.body).toEqual({ success: true, data: { ended: 2 } });
    expect((await first.get('/api/auth/me')).body).toEqual(loggedOut);
    expect((await second.get('/api/auth/me')).body).toEqual(loggedOut);
    await request(stack.server).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    const missing = await admin.delete('/api/users/0123456789abcdef01234567/sessions');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual(failureBody('USER_NOT_FOUND'));
  });

  it('ends the other sessions when the password changes, which the list shows', async () => {
    const { user, first, second } = await twoSessions();
    await first.put('/api/users/password').send({ currentPassword: user.password, newPassword: 'another-password' }).expect(200);
    expect((await second.get('/api/auth/me')).body).toEqual(loggedOut);
    const listed = (await first.get('/api/auth/sessions')).body.data as { current: boolean }[];
    expect(listed.map((s) => s.current)).toEqual([true]);
  });
});
