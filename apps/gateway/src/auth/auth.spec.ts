import { AUTH_MESSAGES, VALIDATION_MESSAGES } from '@labmedicin/contracts';
import request from 'supertest';
import { SEEDED_ADMIN, failureBody, newUser, startStack, type Stack } from '../../test/stack';

/** The auth API through the real gateway and the real auth-users. */
describe('auth routes', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users'] });
  });
  afterAll(() => stack?.close());

  it('answers a visitor who is not logged in 200 with no user, not an error', async () => {
    const me = await request(stack.server).get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: false, user: null });
    expect(me.headers['cache-control']).toBe('no-store');
  });

  it('registers (logged in at once), answers me, logs out, then me has no user', async () => {
    const agent = request.agent(stack.server);
    const user = newUser();
    const registered = await agent.post('/api/auth/register').send(user);
    expect(registered.status).toBe(201);
    expect(registered.body).toMatchObject({ success: true, message: AUTH_MESSAGES.registrationSuccessful });
    expect(registered.body.user).toMatchObject({ username: user.username, email: user.email, role: 'user' });
    expect(registered.body.user).not.toHaveProperty('passwordHash');
    expect(registered.body.user).not.toHaveProperty('password');
    const cookie = registered.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^labmedicin\.sid=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const me = await agent.get('/api/auth/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ success: true, user: registered.body.user });
    expect(me.headers['cache-control']).toBe('no-store');

    const out = await agent.post('/api/auth/logout');
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: AUTH_MESSAGES.loggedOut });

    const after = await agent.get('/api/auth/me');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ success: false, user: null });
  });

  it('revokes the session on logout: the old cookie no longer works', async () => {
    const user = newUser();
    await request(stack.server).post('/api/auth/register').send(user).expect(201);
    const login = await request(stack.server).post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ success: true, message: AUTH_MESSAGES.loginSuccessful, user: { email: user.email } });
    const cookie = (login.headers['set-cookie']?.[0] ?? '').split(';')[0];

    await request(stack.server).get('/api/auth/me').set('Cookie', cookie).expect(200);
    await request(stack.server).post('/api/auth/logout').set('Cookie', cookie).expect(200);
    const replayed = await request(stack.server).get('/api/auth/me').set('Cookie', cookie);
    expect(replayed.status).toBe(200);
    expect(replayed.body).toEqual({ success: false, user: null });
  });

  it('gives a new session id at login (no session fixation)', async () => {
    const user = newUser();
    const agent = request.agent(stack.server);
    const first = await agent.post('/api/auth/register').send(user);
    const firstCookie = (first.headers['set-cookie']?.[0] ?? '').split(';')[0];
    const second = await agent.post('/api/auth/login').send({ email: user.email, password: user.password });
    const secondCookie = (second.headers['set-cookie']?.[0] ?? '').split(';')[0];
    expect(secondCookie).toMatch(/^labmedicin\.sid=/);
    expect(secondCookie).not.toBe(firstCookie);
    const old = await request(stack.server).get('/api/auth/me').set('Cookie', firstCookie).expect(200);
    expect(old.body).toEqual({ success: false, user: null });
  });

  it('refuses a duplicate email and username with 409 and the field', async () => {
    const user = newUser();
    await request(stack.server).post('/api/auth/register').send(user).expect(201);

    const sameEmail = await request(stack.server)
      .post('/api/auth/register')
      .send({ ...newUser(), email: user.email.toUpperCase() });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({
      success: false,
      code: 'EMAIL_TAKEN',
      message: AUTH_MESSAGES.emailTaken,
      errors: { email: AUTH_MESSAGES.emailTaken },
      fieldCodes: { email: 'emailTaken' },
    });

    const sameName = await request(stack.server)
      .post('/api/auth/register')
      .send({ ...newUser(), username: user.username.toUpperCase() });
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({
      success: false,
      code: 'USERNAME_TAKEN',
      message: AUTH_MESSAGES.usernameTaken,
      errors: { username: AUTH_MESSAGES.usernameTaken },
      fieldCodes: { username: 'usernameTaken' },
    });
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const user = newUser();
    await request(stack.server).post('/api/auth/register').send(user).expect(201);
    const wrongPassword = await request(stack.server).post('/api/auth/login').send({ email: user.email, password: 'not-the-password' });
    const unknownEmail = await request(stack.server).post('/api/auth/login').send({ email: 'nobody@example.se', password: user.password });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual(failureBody('INVALID_CREDENTIALS'));
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('logs in with the email in any case, and the seeded admin logs in', async () => {
    const user = newUser();
    await request(stack.server).post('/api/auth/register').send(user).expect(201);
    await request(stack.server).post('/api/auth/login').send({ email: user.email.toUpperCase(), password: user.password }).expect(200);
    const admin = await request(stack.server).post('/api/auth/login').send(SEEDED_ADMIN);
    expect(admin.status).toBe(200);
    expect(admin.body.user).toMatchObject({ email: SEEDED_ADMIN.email, role: 'admin' });
  });

  it('validates with the field validation messages', async () => {
    const register = await request(stack.server).post('/api/auth/register').send({ username: 'ab', email: 'nope', password: '123' });
    expect(register.status).toBe(400);
    expect(register.body).toMatchObject({
      success: false,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: {
        username: VALIDATION_MESSAGES.usernameTooShort,
        email: VALIDATION_MESSAGES.emailInvalid,
        password: VALIDATION_MESSAGES.passwordTooShort,
      },
    });
    const empty = await request(stack.server).post('/api/auth/login').send({});
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual({ email: VALIDATION_MESSAGES.emailRequired, password: VALIDATION_MESSAGES.passwordRequired });
    const badEmail = await request(stack.server).post('/api/auth/login').send({ email: 'x', password: 'y' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual({ email: VALIDATION_MESSAGES.emailInvalid });
    const noBody = await request(stack.server).post('/api/auth/register');
    expect(noBody.status).toBe(400);
    expect(noBody.body.errors).toMatchObject({ username: VALIDATION_MESSAGES.usernameRequired });
  });

  it('never grants a role from the body: a registration asking for admin is a user', async () => {
    const res = await request(stack.server)
      .post('/api/auth/register')
      .send({ ...newUser(), role: 'admin' });
    expect(res.status).toBe(201);
    expect(res.body.user.role).toBe('user');
  });

  it('answers bad input with 4xx JSON, never 500', async () => {
    const malformed = await request(stack.server).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual(failureBody('MALFORMED_JSON'));

    const typed = await request(stack.server).post('/api/auth/register').send({ username: 42, email: ['a'], password: {} });
    expect(typed.status).toBe(400);
    expect(typed.body.success).toBe(false);

    const huge = await request(stack.server)
      .post('/api/auth/login')
      .send({ email: 'a@example.se', password: 'x'.repeat(2 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual(failureBody('BODY_TOO_LARGE'));

    const unknown = await request(stack.server).get('/api/no-such-route');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false });
    expect(typeof unknown.body.message).toBe('string');
  });

  it('carries the caller X-Request-Id, or makes one', async () => {
    const given = await request(stack.server).get('/api/auth/me').set('X-Request-Id', 'trace-abc.123');
    expect(given.headers['x-request-id']).toBe('trace-abc.123');
    const made = await request(stack.server).get('/api/auth/me').set('X-Request-Id', 'bad id with spaces');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
