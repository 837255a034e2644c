import request from 'supertest';
import { freePort } from '@labmedicin/platform/testing';
import { startStack, type Stack } from '../../test/stack';

/**
 * Single sign-on's routes around the provider (the round trip through a real provider is the
 * browser test e2e/src/single-sign-on.spec.ts): off, and configured with a provider that cannot be
 * reached, where the gateway starts and serves all else, /api/health names the provider, and each
 * sign-in attempt is sent back to /login with the reason, signing no one in.
 */
describe('single sign-on', () => {
  describe('when it is not configured', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ services: ['auth-users'] });
    });
    afterAll(() => stack?.close());

    it('tells the SPA there is no button, and refuses to start one', async () => {
      expect((await request(stack.server).get('/api/auth/oidc')).body).toEqual({ success: true, data: null });
      const start = await request(stack.server).get('/api/auth/oidc/start');
      expect([start.status, start.body.code]).toEqual([404, 'OIDC_NOT_CONFIGURED']);
      const callback = await request(stack.server).get('/api/auth/oidc/callback?code=abc&state=def');
      expect(callback.status).toBe(302);
      expect(callback.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/login\?sso_error=OIDC_NOT_CONFIGURED$/);
    });
  });

  describe('with a provider that cannot be reached', () => {
    let stack: Stack;
    let issuer: string;
    beforeAll(async () => {
      // A free port nothing listens on: connections are refused.
      issuer = `http://127.0.0.1:${await freePort()}/realms/staff`;
      stack = await startStack({
        services: ['auth-users', 'content', 'media', 'comments'],
        env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'labmedicin', OIDC_CLIENT_SECRET: 'a-client-secret', OIDC_LABEL: 'Region Testland', HEALTH_TIMEOUT_MS: '1000' },
      });
    });
    afterAll(() => stack?.close());

    it('starts and serves everything else, and names the provider in /api/health', async () => {
      expect((await request(stack.server).get('/api/auth/oidc')).body).toEqual({ success: true, data: { label: 'Region Testland' } });
      expect((await request(stack.server).get('/api/categories')).status).toBe(200);
      const health = await request(stack.server).get('/api/health');
      expect(health.status).toBe(503);
      expect(health.body.data.gateway.status).toBe('degraded');
      expect(health.body.data.gateway.checks.oidc).toMatch(new RegExp(`^discovery of ${issuer} failed: `));
    });

    it('sends a sign-in back to /login saying the provider cannot be reached, with no cookie or session', async () => {
      const start = await request(stack.server).get('/api/auth/oidc/start');
      expect(start.status).toBe(302);
      expect(start.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/login\?sso_error=OIDC_PROVIDER_UNAVAILABLE$/);
      expect(start.headers['set-cookie']).toBeUndefined();
    });

    it('refuses a callback this browser did not start, before asking the provider anything, and signs no one in', async () => {
      const callback = await request(stack.server).get('/api/auth/oidc/callback?code=stolen-code&state=forged');
      expect(callback.status).toBe(302);
      expect(callback.headers.location).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/login\?sso_error=OIDC_STATE_MISMATCH$/);
      const cookie = (callback.headers['set-cookie'] as unknown as string[] | undefined)?.find((line) => line.startsWith('labmedicin.sid=')) ?? '';
      const me = await request(stack.server).get('/api/auth/me').set('cookie', cookie.split(';')[0] ?? '');
      expect(me.body).toEqual({ success: false, user: null });
    });

    it('refuses an oversized callback parameter with 400 and the field', async () => {
      const callback = await request(stack.server).get(`/api/auth/oidc/callback?code=${'a'.repeat(5000)}&state=x`);
      expect([callback.status, callback.body.code]).toEqual([400, 'VALIDATION_FAILED']);
      expect(Object.keys(callback.body.errors)).toEqual(['code']);
    });
  });
});
