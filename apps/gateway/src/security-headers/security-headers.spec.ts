import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import request from 'supertest';
import { startStack, type Stack } from '../../test/stack';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

/** The policy's directives by name, each with its sources. */
function directivesOf(csp: string | undefined): Record<string, string[]> {
  return Object.fromEntries(
    (csp ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe('browser security headers', () => {
  let web: TempDir;
  let stack: Stack;
  beforeAll(async () => {
    web = await makeTempDir('web-dist-');
    await mkdir(join(web.path, 'assets'));
    await writeFile(join(web.path, 'index.html'), INDEX);
    await writeFile(join(web.path, 'assets', 'index-4f3a2b1c.js'), 'console.log(1)');
    stack = await startStack({ services: [], env: { WEB_DIST_DIR: web.path, EMBED_HOSTS: 'player.example.org, www.youtube.com' } });
  });
  afterAll(async () => {
    await stack?.close();
    await web?.remove();
  });

  it('give every page a policy that runs only our own scripts and frames only the embeddable hosts', async () => {
    for (const path of ['/', '/article/kreatinin', '/admin/articles/new']) {
      const res = await request(stack.server).get(path).expect(200);
      expect(res.text).toBe(INDEX);
      const csp = directivesOf(res.headers['content-security-policy']);
      expect(csp).toEqual({
        'default-src': ["'self'"],
        'script-src': ["'self'"],
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        'font-src': ["'self'", 'data:'],
        'connect-src': ["'self'"],
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'frame-src': ['player.example.org', 'www.youtube.com'],
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'frame-ancestors': ["'none'"],
      });
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Not production: no HSTS, even behind TLS.
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('leave JSON answers and script files as they were, with nosniff and the referrer policy', async () => {
    const api = await request(stack.server).get('/api/nothing-here');
    expect(api.status).toBe(404);
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.body.success).toBe(false);
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    expect(api.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const script = await request(stack.server).get('/assets/index-4f3a2b1c.js').expect(200);
    expect(script.text).toBe('console.log(1)');
    expect(script.headers['content-security-policy']).toBeUndefined();
    expect(script.headers['x-content-type-options']).toBe('nosniff');
  });

  it('cover the API documentation page too, which is HTML', async () => {
    const res = await request(stack.server).get('/api/docs').redirects(1);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(directivesOf(res.headers['content-security-policy'])['script-src']).toEqual(["'self'"]);
  });
});

describe('browser security headers without embeddable hosts, in production behind TLS', () => {
  let web: TempDir;
  let stack: Stack;
  beforeAll(async () => {
    web = await makeTempDir('web-dist-');
    await writeFile(join(web.path, 'index.html'), INDEX);
    stack = await startStack({
      services: [],
      env: { WEB_DIST_DIR: web.path, EMBED_HOSTS: '', NODE_ENV: 'production', SESSION_SECRET: 'a-long-production-secret', TRUST_PROXY: '1' },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await web?.remove();
  });

  it('frames nothing, and sends HSTS only on answers to HTTPS requests', async () => {
    const overTls = await request(stack.server).get('/').set('X-Forwarded-Proto', 'https').expect(200);
    expect(directivesOf(overTls.headers['content-security-policy'])['frame-src']).toEqual(["'none'"]);
    expect(overTls.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const api = await request(stack.server).get('/api/nothing-here').set('X-Forwarded-Proto', 'https');
    expect(api.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');

    const plain = await request(stack.server).get('/').expect(200);
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
