import request from 'supertest';
import { STACK_PROFILE } from '../../test/engine-space';
import { startStack, type Stack } from '../../test/stack';

/** Embedded a stopped service's port refuses; on Redis (production) its health request only goes unanswered. */
const DOWN_MESSAGE = STACK_PROFILE === 'production' ? 'The content service did not answer in time' : 'The content service is unavailable';

describe('GET /api/health', () => {
  describe('with every service up', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ services: ['auth-users', 'content', 'media', 'comments'] });
    });
    afterAll(() => stack?.close());

    it('is 200 with each service ok', async () => {
      const res = await request(stack.server).get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.gateway).toBe('ok');
      for (const name of ['auth-users', 'content', 'media', 'comments']) {
        expect(res.body.data.services[name]).toMatchObject({ status: 'ok' });
      }
      expect(res.body.data.services['auth-users'].checks).toEqual({ documents: 'ok' });
    });
  });

  describe(`with services down (${STACK_PROFILE} profile)`, () => {
    let stack: Stack;
    beforeAll(async () => {
      // Half the default: a silent service costs the answer one second, and a loaded machine still gets auth-users' answer in.
      stack = await startStack({ services: ['auth-users'], env: { HEALTH_TIMEOUT_MS: '1000' } });
    });
    afterAll(() => stack?.close());

    it('is 503 and names what is unavailable, without waiting long', async () => {
      const started = Date.now();
      const res = await request(stack.server).get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body.success).toBe(false);
      expect(res.body.data.services['auth-users']).toMatchObject({ status: 'ok' });
      expect(res.body.data.services.content).toEqual({ status: 'unavailable', message: DOWN_MESSAGE });
      expect(res.body.data.services.media.status).toBe('unavailable');
      expect(Date.now() - started).toBeLessThan(3000);
    });

    it('leaves the gateway live and ready: its readiness is its own session store, objects and transport, never the services', async () => {
      expect((await request(stack.server).get('/livez')).body).toEqual({ status: 'ok' });
      const ready = await request(stack.server).get('/readyz');
      expect(ready.status).toBe(200);
      expect(ready.body.status).toBe('ready');
      expect(ready.body.checks).toMatchObject({ 'cache:sessions': 'ok', objects: 'ok' });
      expect(Object.keys(ready.body.checks)).not.toContain('content');
      expect(ready.headers['cache-control']).toBe('no-store');
    });
  });
});
