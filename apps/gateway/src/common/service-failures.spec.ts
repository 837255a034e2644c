import { tcpAddressOf } from '@labmedicin/platform';
import { createServer, type Server, type Socket } from 'node:net';
import request from 'supertest';
import { SEEDED_ADMIN, newUser, startStack, failureBody, type Stack } from '../../test/stack';

/** A service that is down answers 503 and one that hangs 504, quickly, never a hanging request. */
describe('service failures through the gateway', () => {
  describe('auth-users stopped', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ services: ['auth-users', 'content'] });
    });
    afterAll(() => stack?.close());

    it('answers 503 for routes that need it, keeps public reads working for a logged-in user', async () => {
      const agent = request.agent(stack.server);
      await agent.post('/api/auth/register').send(newUser()).expect(201);
      await stack.stopService('auth-users');

      const started = Date.now();
      const login = await request(stack.server).post('/api/auth/login').send(SEEDED_ADMIN);
      expect(login.status).toBe(503);
      expect(login.body).toEqual(failureBody('SERVICE_UNAVAILABLE', { message: 'The auth-users service is unavailable' }));
      const me = await agent.get('/api/auth/me');
      expect(me.status).toBe(503);
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
