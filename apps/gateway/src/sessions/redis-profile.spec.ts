import { hasRedisServer, startRedisServer, type RedisServerHandle } from '@labmedicin/platform/testing';
import request from 'supertest';
import { createGateway, startGateway, type Gateway } from '../gateway';
import { SEEDED_ADMIN, failureBody, loggedInAgent, newUser, startStack, type Stack } from '../../test/stack';

/**
 * The production profile of sessions and rate limits: with REDIS_URL two gateway replicas share
 * both, so a session made on one works on the other, a logout on one ends it on both, and failed
 * logins count across them. (Transport and caches are Redis too.)
 */
const withRedis = hasRedisServer();
(withRedis ? describe : describe.skip)(
  withRedis ? 'two gateways over one Redis' : 'two gateways over one Redis (skipped: no redis-server binary on PATH)',
  () => {
    let redis: RedisServerHandle;
    let stack: Stack;
    let second: Gateway;
    let serverB: Parameters<typeof request>[0];

    beforeAll(async () => {
      redis = await startRedisServer();
      stack = await startStack({ services: ['auth-users'], env: { REDIS_URL: redis.url, LOGIN_MAX_FAILURES_PER_IP_EMAIL: '2' } });
      second = await createGateway(stack.config);
      await startGateway(second, stack.config);
      serverB = second.app.getHttpServer();
    });
    afterAll(async () => {
      await second?.app.close();
      await stack?.close();
      await redis?.stop();
    });

    it('shares sessions: registered on A, known on B, logged out on B, gone on A', async () => {
      const registered = await request(stack.server).post('/api/auth/register').send(newUser());
      expect(registered.status).toBe(201);
      const cookie = (registered.headers['set-cookie']?.[0] ?? '').split(';')[0];
      const onB = await request(serverB).get('/api/auth/me').set('Cookie', cookie);
      expect(onB.status).toBe(200);
      expect(onB.body.user._id).toBe(registered.body.user._id);
      await request(serverB).post('/api/auth/logout').set('Cookie', cookie).expect(200);
      const onA = await request(stack.server).get('/api/auth/me').set('Cookie', cookie);
      expect(onA.status).toBe(200);
      expect(onA.body).toEqual({ success: false, user: null });
    });

    it('applies a demotion made on A to the user\'s session on B at once (the actor cache is shared)', async () => {
      const account = newUser('writer');
      const admin = await loggedInAgent(stack, SEEDED_ADMIN);
      const created = await admin.post('/api/users/admin').send({ ...account, role: 'contributor' });
      expect(created.status).toBe(201);
      const onB = request.agent(serverB);
      await onB.post('/api/auth/login').send({ email: account.email, password: account.password }).expect(200);
      await onB.get('/api/users/admin').expect(403); // a contributor, not an admin: cached as such on B
      await onB.post('/api/articles/upload').expect(400); // let in as a contributor, but sent no image

      const { _id, username, email } = created.body.data as { _id: string; username: string; email: string };
      await admin.put(`/api/users/${_id}`).send({ username, email, role: 'user' }).expect(200);
      const refused = await onB.post('/api/articles/upload');
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(failureBody('ADMIN_AREA_REQUIRED'));
    });

    it('counts failed logins across replicas', async () => {
      const user = newUser();
      await request(stack.server).post('/api/auth/register').send(user).expect(201);
      await request(stack.server).post('/api/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
      await request(serverB).post('/api/auth/login').send({ email: user.email, password: 'wrong-password' }).expect(401);
      const blocked = await request(stack.server).post('/api/auth/login').send({ email: user.email, password: user.password });
      expect(blocked.status).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    });
  },
);
