import { tcpAddressOf } from '@labmedicin/platform';
import { createServer, type Server, type Socket } from 'node:net';
import request from 'supertest';
import { articleInput } from '../../test/articles';
import { STACK_PROFILE } from '../../test/engine-space';
import { SEEDED_ADMIN, loggedInAgent, newUser, startStack, failureBody, type Stack } from '../../test/stack';

/**
 * The longest a caller may wait for a service that is down or frozen (SERVICE_TIMEOUT_MS, 1 s by
 * default), and the slack a loaded test machine needs on top.
 */
const DOWN_WITHIN_MS = 1_000 + 1_000;

/** The production default, which the test stacks raise for in-process services. */
const SERVICE_TIMEOUT = { SERVICE_TIMEOUT_MS: '1000' };

const UNAVAILABLE = (service: string) => failureBody('SERVICE_UNAVAILABLE', { message: `The ${service} service is unavailable` });
/** A change that was sent and got no answer: it may have been made, so it is never "unavailable". */
const OUTCOME_UNKNOWN = (requestId: string) => ({ ...failureBody('OUTCOME_UNKNOWN'), requestId });
/** Any id of the right shape: content, which would check it, never answers here. */
const SOME_CATEGORY = 'a00000000000000000000001';

/** The changes content would carry out, each sent under its own request id. */
const CONTENT_WRITES = [
  { method: 'post', path: '/api/articles', body: articleInput(SOME_CATEGORY) },
  { method: 'put', path: '/api/articles/kreatinin', body: { ...articleInput(SOME_CATEGORY), baseVersion: 1 } },
  { method: 'delete', path: '/api/articles/kreatinin', body: undefined },
  { method: 'post', path: '/api/categories', body: { name: 'Ingen svarar', description: '' } },
] as const;
let writes = 0;

async function sendWrite(agent: request.Agent, write: (typeof CONTENT_WRITES)[number]) {
  writes += 1;
  const requestId = `write-${writes}-${Date.now().toString(36)}`;
  const started = Date.now();
  const res = await agent[write.method](write.path).set('X-Request-Id', requestId).send(write.body);
  return { res, requestId, ms: Date.now() - started, route: `${write.method} ${write.path}` };
}

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

  describe('content frozen while changes are sent', () => {
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

    it('answers a change it had sent 504 OUTCOME_UNKNOWN with its request id, and one refused before sending 503', async () => {
      const admin = await loggedInAgent(stack, SEEDED_ADMIN);
      const sent = await sendWrite(admin, CONTENT_WRITES[0]);
      expect([sent.route, sent.res.status, sent.res.body]).toEqual([sent.route, 504, OUTCOME_UNKNOWN(sent.requestId)]);
      expect(sent.ms).toBeLessThan(DOWN_WITHIN_MS);
      // Content is known down now: the next change is never sent, so nothing happened.
      const refused = await sendWrite(admin, CONTENT_WRITES[1]);
      expect([refused.route, refused.res.status, refused.res.body]).toEqual([refused.route, 503, UNAVAILABLE('content')]);
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

    // Over TCP only: on Redis Streams there is no connection to content to lose, and a content that never answers is the frozen case.
    (STACK_PROFILE === 'embedded' ? it : it.skip)('answers a change whose connection was lost after it was sent 504 OUTCOME_UNKNOWN, not 503', async () => {
      const admin = await loggedInAgent(stack, SEEDED_ADMIN);
      for (const write of CONTENT_WRITES) {
        const { res, requestId, route } = await sendWrite(admin, write);
        expect([route, res.status, res.body]).toEqual([route, 504, OUTCOME_UNKNOWN(requestId)]);
      }
    });
  });

  describe('content silent, with a request timeout shorter than SERVICE_TIMEOUT_MS', () => {
    // Short beside SERVICE_TIMEOUT_MS (10 s here), yet long enough for the admin's sign-in (a
    // password hash) on a loaded machine: at 300 ms a CI run's sign-in itself timed out.
    const REQUEST_TIMEOUT_MS = 1500;
    /** Well before SERVICE_TIMEOUT_MS, at which the breaker would answer 503 instead. */
    const ANSWERED_WITHIN_MS = REQUEST_TIMEOUT_MS + 3000;
    let stack: Stack;
    let frozen: { close(): Promise<void> };
    beforeAll(async () => {
      stack = await startStack({ services: ['auth-users'], env: { REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS) } });
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
      expect(Date.now() - started).toBeLessThan(ANSWERED_WITHIN_MS);
    });

    it('answers every change whose answer never comes 504 OUTCOME_UNKNOWN with its request id', async () => {
      const admin = await loggedInAgent(stack, SEEDED_ADMIN);
      for (const write of CONTENT_WRITES) {
        const { res, requestId, route, ms } = await sendWrite(admin, write);
        expect([route, res.status, res.body, res.headers['x-request-id']]).toEqual([route, 504, OUTCOME_UNKNOWN(requestId), requestId]);
        expect(ms).toBeLessThan(ANSWERED_WITHIN_MS);
      }
    });
  });
});
