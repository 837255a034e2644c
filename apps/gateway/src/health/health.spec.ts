import request from 'supertest';
import { freePort } from '@labmedicin/platform/testing';
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

    it("is 200 with the gateway's own adapters and each service ok", async () => {
      const res = await request(stack.server).get('/api/health');
      expect(res.status).toBe(200);
      expect(res.body.success).toBe(true);
      expect(res.body.data.gateway).toEqual({ status: 'ok', checks: expect.objectContaining({ 'cache:sessions': 'ok', objects: 'ok' }) });
      for (const name of ['auth-users', 'content', 'media', 'comments']) {
        expect(res.body.data.services[name]).toMatchObject({ status: 'ok' });
      }
      expect(res.body.data.services['auth-users'].checks).toEqual({ documents: 'ok' });
    });
  });

  describe(`with services down (${STACK_PROFILE} profile)`, () => {
    let stack: Stack;
    let ops: string;
    beforeAll(async () => {
      const opsPort = await freePort();
      ops = `http://127.0.0.1:${opsPort}`;
      // Half the default: a silent service costs the answer one second, and a loaded machine still gets auth-users' answer in.
      stack = await startStack({ services: ['auth-users'], env: { HEALTH_TIMEOUT_MS: '1000', OPS_PORT: String(opsPort) } });
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

    it('leaves the gateway live and ready: its readiness is its own session store and transport, never the services nor its object store', async () => {
      expect((await request(stack.server).get('/livez')).body).toEqual({ status: 'ok' });
      // The public port, which the Ingress reaches: the status alone.
      const ready = await request(stack.server).get('/readyz');
      expect([ready.status, ready.body]).toEqual([200, { status: 'ready' }]);
      expect(ready.headers['cache-control']).toBe('no-store');
      // The operations port: each dependency.
      const detailed = (await (await fetch(`${ops}/readyz`)).json()) as { status: string; checks: Record<string, string> };
      expect(detailed.status).toBe('ready');
      expect(detailed.checks).toMatchObject({ 'cache:sessions': 'ok' });
      expect(Object.keys(detailed.checks)).not.toContain('content');
      expect(Object.keys(detailed.checks)).not.toContain('objects');
      expect(await (await fetch(`${ops}/livez`)).json()).toEqual({ status: 'ok' });
    });
  });
});
