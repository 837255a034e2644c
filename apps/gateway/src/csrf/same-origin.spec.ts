import request from 'supertest';
import { newUser, startStack, type Stack } from '../../test/stack';
import { ERRORS } from '@labmedicin/contracts';

/** CSRF: state-changing requests from another site are refused before anything runs. */
describe('same-origin check', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users'], env: { ALLOWED_ORIGINS: 'http://localhost:5173' } });
  });
  afterAll(() => stack?.close());

  it('refuses a POST whose Origin is another site, and creates nothing', async () => {
    const user = newUser();
    const res = await request(stack.server).post('/api/auth/register').set('Origin', 'https://evil.example').send(user);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'CROSS_SITE_REFUSED', message: ERRORS.CROSS_SITE_REFUSED.message });
    const login = await request(stack.server).post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(login.status).toBe(401);
  });

  it('judges by the Referer when there is no Origin, and refuses an opaque origin', async () => {
    const referer = await request(stack.server).post('/api/auth/logout').set('Referer', 'https://evil.example/page');
    expect(referer.status).toBe(403);
    const opaque = await request(stack.server).post('/api/auth/logout').set('Origin', 'null');
    expect(opaque.status).toBe(403);
  });

  it('lets a logged-in browser on another site not log the user out', async () => {
    const agent = request.agent(stack.server);
    await agent.post('/api/auth/register').send(newUser()).expect(201);
    await agent.post('/api/auth/logout').set('Origin', 'https://evil.example').expect(403);
    await agent.get('/api/auth/me').expect(200);
  });

  it('allows the own origin, a configured origin, a same-origin Referer and requests naming neither (curl)', async () => {
    await request(stack.server).post('/api/auth/register').set('Origin', stack.origin).send(newUser()).expect(201);
    await request(stack.server).post('/api/auth/register').set('Origin', 'http://localhost:5173').send(newUser()).expect(201);
    await request(stack.server).post('/api/auth/register').set('Referer', `${stack.origin}/register`).send(newUser()).expect(201);
    await request(stack.server).post('/api/auth/register').send(newUser()).expect(201);
  });

  it('does not apply to reads', async () => {
    const res = await request(stack.server).get('/api/auth/me').set('Origin', 'https://evil.example');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: false, user: null });
  });
});
