import request from 'supertest';
import { newUser, startStack, failureBody, type Stack } from '../../test/stack';

/** Login and register limits with the numbers lowered through the environment. */
describe('auth rate limits', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({
      services: ['auth-users'],
      env: { LOGIN_MAX_FAILURES_PER_IP_EMAIL: '3', LOGIN_MAX_FAILURES_PER_IP: '6', REGISTER_MAX_PER_IP: '4' },
    });
  });
  afterAll(() => stack?.close());

  const login = (email: string, password: string) => request(stack.server).post('/api/auth/login').send({ email, password });

  it('blocks an email from this IP after 3 failures, with Retry-After, even for the right password', async () => {
    const user = newUser();
    await request(stack.server).post('/api/auth/register').send(user).expect(201);
    for (let i = 0; i < 3; i += 1) await login(user.email, 'wrong-password').expect(401);
    const blocked = await login(user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(failureBody('TOO_MANY_ATTEMPTS'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('resets the per-email count on success, and blocks the IP after 6 failures over any emails', async () => {
    const user = newUser();
    await request(stack.server).post('/api/auth/register').send(user).expect(201);
    await login(user.email, 'wrong-password').expect(401);
    await login(user.email, 'wrong-password').expect(401);
    await login(user.email, user.password).expect(200);
    // 3 failures for the first test's email + 2 here = 5 for this IP; one more reaches 6.
    await login('someone@example.se', 'wrong-password').expect(401);
    const blocked = await login(user.email, user.password);
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('counts registrations per IP', async () => {
    // Two registrations above; the limit is 4.
    await request(stack.server).post('/api/auth/register').send(newUser()).expect(201);
    await request(stack.server).post('/api/auth/register').send(newUser()).expect(201);
    const blocked = await request(stack.server).post('/api/auth/register').send(newUser());
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(failureBody('TOO_MANY_ATTEMPTS'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });
});
