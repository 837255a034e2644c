import { tcpAddressOf } from '@labmedicin/platform';
import { createServer, type Server, type Socket } from 'node:net';
import request from 'supertest';
import { STACK_PROFILE } from '../../test/engine-space';
import { SEEDED_ADMIN, newUser, startStack, failureBody, type Stack } from '../../test/stack';

/**
 * The longest a caller may wait for a service that is down or frozen (SERVICE_TIMEOUT_MS, 1 s by
 * default), and the slack a loaded test machine needs on top.
 */
const DOWN_WITHIN_MS = 1_000 + 1_000;

/** The production default, which the test stacks raise for in-process services. */
const SERVICE_TIMEOUT = { SERVICE_TIMEOUT_MS: '1000' };

const UNAVAILABLE = (service: string) => failureBody('SERVICE_UNAVAILABLE', { message: `The ${service} service is unavailable` });

/** Listens where content should, accepts each request and never answers (a frozen content), or drops the connection on it (one killed mid-request). */
async function frozenContent(stack: Stack, { drop = false } = {}): Promise<{ close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const hanging: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    if (drop) socket.once('data', () => socket.destroy());
  });
  const { host, port } = tcpAddressOf(stack.config.platform, 'content');
  await new Promise<void>((resolve) => hanging.listen(port, host, resolve));
  return {
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hanging.close(resolve));
    },
  };
}

/**
 * A service that is down or frozen answers 503 within SERVICE_TIMEOUT_MS, then at once until it
 * answers again; one that answers, but not before a call's deadline, 504. Never a hanging request.
 * Embedded, a stopped service's TCP port refuses; on the Redis transport its requests would wait in
 * its stream: either way its health gets no answer, and the gateway stops waiting for it.
 */
describe('service failures through the gateway', () => {
  describe(`auth-users stopped (${STACK_PROFILE} profile)`, () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ services: ['auth-users', 'content'], env: SERVICE_TIMEOUT });
    });
    afterAll(() => stack?.close());

    it('answers 503 for routes that need it within SERVICE_TIMEOUT_MS, then at once, and keeps public reads working for a logged-in user', async () => {
      const agent = request.agent(stack.server);
      await agent.post('/api/auth/register').send(newUser()).expect(201);
      await stack.stopService('auth-users');

      let started = Date.now();
      const login = await request(stack.server).post('/api/auth/login').send(SEEDED_ADMIN);
      expect(login.status).toBe(503);
      expect(login.body).toEqual(UNAVAILABLE('auth-users'));
      expect(Date.now() - started).toBeLessThan(DOWN_WITHIN_MS);
      started = Date.now();
      const me = await agent.get('/api/auth/me');
      expect(me.status).toBe(503);
      expect(me.body).toEqual(UNAVAILABLE('auth-users'));
      expect(Date.now() - started).toBeLessThan(500);

      const categories = await agent.get('/api/categories');
      expect(categories.status).toBe(200);
    });
  });

  describe('content frozen', () => {
    let stack: Stack;
    let frozen: { close(): Promise<void> };
    beforeAll(async () => {
      stack = await startStack({ services: ['auth-users'], env: SERVICE_TIMEOUT });
      frozen = await frozenContent(stack);
    });
    afterAll(async () => {
      await frozen?.close();
      await stack?.close();
    });

    it('answers 503 within SERVICE_TIMEOUT_MS, then at once, and keeps the routes of other services answering', async () => {
      let started = Date.now();
      const first = await request(stack.server).get('/api/categories');
      expect(first.status).toBe(503);
      expect(first.body).toEqual(UNAVAILABLE('content'));
      expect(Date.now() - started).toBeLessThan(DOWN_WITHIN_MS);
      started = Date.now();
      const next = await request(stack.server).get('/api/articles/kreatinin');
      expect(next.status).toBe(503);
      expect(next.body).toEqual(UNAVAILABLE('content'));
      expect(Date.now() - started).toBeLessThan(500);

      await request(stack.server).post('/api/auth/register').send(newUser()).expect(201);
    });
  });

  describe('content dropping the connection mid-request', () => {
    let stack: Stack;
    let dropping: { close(): Promise<void> };
    beforeAll(async () => {
      stack = await startStack({ services: ['auth-users'], env: SERVICE_TIMEOUT });
      dropping = await frozenContent(stack, { drop: true });
    });
    afterAll(async () => {
      await dropping?.close();
      await stack?.close();
    });

    it('answers 503, not 500', async () => {
      const started = Date.now();
      const res = await request(stack.server).get('/api/categories');
      expect(res.status).toBe(503);
      expect(res.body).toEqual(UNAVAILABLE('content'));
      expect(Date.now() - started).toBeLessThan(DOWN_WITHIN_MS);
    });
  });

  describe('content silent, with a request timeout shorter than SERVICE_TIMEOUT_MS', () => {
    let stack: Stack;
    let frozen: { close(): Promise<void> };
    beforeAll(async () => {
      stack = await startStack({ services: ['auth-users'], env: { REQUEST_TIMEOUT_MS: '300' } });
      frozen = await frozenContent(stack);
    });
    afterAll(async () => {
      await frozen?.close();
      await stack?.close();
    });

    it('answers 504 once the request timeout has passed', async () => {
      const started = Date.now();
      const res = await request(stack.server).get('/api/categories');
      expect(res.status).toBe(504);
      expect(res.body).toEqual(failureBody('SERVICE_TIMEOUT', { message: 'The content service did not answer in time' }));
      expect(Date.now() - started).toBeLessThan(3000);
    });
  });
});
