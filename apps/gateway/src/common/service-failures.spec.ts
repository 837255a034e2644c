import { tcpAddressOf } from '@labmedicin/platform';
import { createServer, type Server, type Socket } from 'node:net';
import request from 'supertest';
import { STACK_PROFILE } from '../../test/engine-space';
import { SEEDED_ADMIN, newUser, startStack, failureBody, type Stack } from '../../test/stack';

/**
 * What a stopped service's callers get. Embedded, its TCP port refuses at once: 503. On the Redis
 * transport (production) no one is known to be down: the request waits in the service's stream for
 * a replica until its deadline (kept short here), 504, so that one restarting loses nothing.
 */
const STOPPED: { status: number; body: ReturnType<typeof failureBody>; env: Record<string, string> } =
  STACK_PROFILE === 'production'
    ? { status: 504, body: failureBody('SERVICE_TIMEOUT', { message: 'The auth-users service did not answer in time' }), env: { REQUEST_TIMEOUT_MS: '1000' } }
    : { status: 503, body: failureBody('SERVICE_UNAVAILABLE', { message: 'The auth-users service is unavailable' }), env: {} };

/** A service that is down answers 503 (504 on Redis) and one that hangs 504, quickly, never a hanging request. */
describe('service failures through the gateway', () => {
  describe(`auth-users stopped (${STACK_PROFILE} profile)`, () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ services: ['auth-users', 'content'], env: STOPPED.env });
    });
    afterAll(() => stack?.close());

    it(`answers ${STOPPED.status} for routes that need it, keeps public reads working for a logged-in user`, async () => {
      const agent = request.agent(stack.server);
      await agent.post('/api/auth/register').send(newUser()).expect(201);
      await stack.stopService('auth-users');

      const started = Date.now();
      const login = await request(stack.server).post('/api/auth/login').send(SEEDED_ADMIN);
      expect(login.status).toBe(STOPPED.status);
      expect(login.body).toEqual(STOPPED.body);
      const me = await agent.get('/api/auth/me');
      expect(me.status).toBe(STOPPED.status);
      expect(Date.now() - started).toBeLessThan(5000);

      const categories = await agent.get('/api/categories');
      expect(categories.status).toBe(200);
    });
  });

  describe('content hanging', () => {
    let stack: Stack;
    let hanging: Server;
    const sockets = new Set<Socket>();
    beforeAll(async () => {
      stack = await startStack({ services: ['auth-users'], env: { REQUEST_TIMEOUT_MS: '300' } });
      // Something listens where content should, accepts the request and never answers.
      hanging = createServer((socket) => {
        sockets.add(socket);
        socket.on('error', () => undefined);
      });
      const { host, port } = tcpAddressOf(stack.config.platform, 'content');
      await new Promise<void>((resolve) => hanging.listen(port, host, resolve));
    });
    afterAll(async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => hanging?.close(resolve));
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
