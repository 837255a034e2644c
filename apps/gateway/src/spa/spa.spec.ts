import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import request from 'supertest';
import { startStack, type Stack } from '../../test/stack';

const INDEX = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('serving the SPA', () => {
  describe('with a build', () => {
    let web: TempDir;
    let stack: Stack;
    beforeAll(async () => {
      web = await makeTempDir('web-dist-');
      await mkdir(join(web.path, 'assets'));
      await writeFile(join(web.path, 'index.html'), INDEX);
      await writeFile(join(web.path, 'assets', 'index-4f3a2b1c.js'), 'console.log(1)');
      await writeFile(join(web.path, 'favicon.svg'), '<svg/>');
      await writeFile(join(web.path, 'sw.js'), 'self.addEventListener("fetch", () => undefined);');
      await writeFile(join(web.path, 'manifest.en.webmanifest'), '{"name":"Labmedicin"}');
      stack = await startStack({ services: [], env: { WEB_DIST_DIR: web.path } });
    });
    afterAll(async () => {
      await stack?.close();
      await web?.remove();
    });

    it('answers index.html, not cached, for client-side routes like /admin/categories', async () => {
      for (const path of ['/', '/admin/categories', '/article/hemoglobin', '/profile/anna.s']) {
        const res = await request(stack.server).get(path);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.text).toBe(INDEX);
        expect(res.headers['cache-control']).toBe('no-cache');
      }
    });

    it('serves hashed assets for a year and other files revalidated', async () => {
      const asset = await request(stack.server).get('/assets/index-4f3a2b1c.js');
      expect(asset.status).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const icon = await request(stack.server).get('/favicon.svg');
      expect(icon.status).toBe(200);
      expect(icon.headers['cache-control']).toBe('no-cache');
      await request(stack.server).get('/assets/index-00000000.js').expect(404);
    });

    it('serves the service worker revalidated every time, so a new release is seen at the next visit, and the manifest as one', async () => {
      const worker = await request(stack.server).get('/sw.js').expect(200);
      expect(worker.headers['content-type']).toMatch(/^(application|text)\/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      expect(worker.text).toContain('fetch');
      const manifest = await request(stack.server).get('/manifest.en.webmanifest').expect(200);
      expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(manifest.headers['cache-control']).toBe('no-cache');
      expect(JSON.parse(manifest.text)).toEqual({ name: 'Labmedicin' });
    });

    it('leaves /api and /uploads alone', async () => {
      const api = await request(stack.server).get('/api/nothing-here');
      expect(api.status).toBe(404);
      expect(api.body.success).toBe(false);
      const upload = await request(stack.server).get('/uploads/images/x.png');
      expect(upload.status).toBe(404);
      expect(upload.text).not.toBe(INDEX);
    });
  });

  describe('without a build', () => {
    let stack: Stack;
    beforeAll(async () => {
      stack = await startStack({ services: [] });
    });
    afterAll(() => stack?.close());

    it('answers 404 for pages', async () => {
      const res = await request(stack.server).get('/admin/categories');
      expect(res.status).toBe(404);
      expect(res.text).toContain('not built');
    });
  });
});
