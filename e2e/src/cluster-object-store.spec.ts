import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { pngImage } from '@labmedicin/platform/testing';
import { eventually } from './support/eventually';
import { adminSession } from './support/product';
import { describeOnProfiles, useProduct } from './support/profiles';

/**
 * The production profile with two gateways while its object store (MinIO) is stopped for 15 s:
 * only uploads and the images under /uploads need it, so they answer 503 within 2 s while every
 * article page, API read and the gateways' readiness stay 200; /api/health names the object store;
 * and after MinIO's return uploads and images work again by themselves. Needs the engines
 * `npm test` brings up (ENGINES_ENV_FILE).
 */
const ROOT = resolve(__dirname, '../..');
/** How soon an upload or an image must answer 503 while the object store is down. */
const UNAVAILABLE_WITHIN_MS = 2_000;
const DOWN_MS = 15_000;

interface Timed {
  status: number;
  ms: number;
  body: string;
}

async function timed(url: string, init: RequestInit = {}): Promise<Timed> {
  const started = Date.now();
  const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(30_000), ...init });
  const body = await response.text();
  return { status: response.status, ms: Date.now() - started, body };
}

/** Polls until `probe` holds (a probe that throws has not held yet); fails with `what` at the deadline. */
async function waitFor(what: string, probe: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const held = await eventually(() => probe().catch(() => false), (answer) => answer, timeoutMs);
  if (!held) throw new Error(`${what}: not within ${timeoutMs} ms`);
}

describeOnProfiles('%s profile, two gateways: the object store stopped', ['production'], () => {
  const { product } = useProduct({ profile: 'production', browser: false, env: () => ({ SERVICE_TIMEOUT_MS: '1000' }) });
  let cookie: string;
  let imageUrl: string;
  /** Published articles no one has read yet: each page asked for here is rendered, not taken from the cache. */
  let unread: string[];

  /** An article image uploaded at `baseUrl` as the admin. */
  function upload(baseUrl: string): Promise<Timed> {
    const form = new FormData();
    form.append('image', new Blob([pngImage(40, 30, [20, 120, 60])], { type: 'image/png' }), 'provror.png');
    form.append('alt', 'Provrör i ett ställ');
    return timed(`${baseUrl}/api/articles/upload`, { method: 'POST', headers: { cookie }, body: form });
  }

  beforeAll(async () => {
    cookie = await adminSession(product);
    const stored = await upload(product.baseUrl);
    expect(stored.status).toBe(201);
    imageUrl = (JSON.parse(stored.body) as { imageUrl: string }).imageUrl;
    const page = (await (await fetch(`${product.baseUrl}/api/articles?status=published&limit=50`)).json()) as { data: { slug: string }[] };
    unread = page.data.map((article) => article.slug);
  });

  it('answers 503 within 2 s for uploads and images only, 200 for every page and read, and recovers by itself', async () => {
    let stopped: string | null = 'not done';
    const outage = new Promise<void>((done) =>
      execFile(process.execPath, ['scripts/engines/engines.mjs', 'restart-minio', '--down-ms', String(DOWN_MS)], { cwd: ROOT }, (error, _stdout, stderr) => {
        stopped = error ? `${error.message} ${stderr}` : null;
        done();
      }),
    );
    try {
      await waitFor('the image unavailable', async () => (await timed(`${product.baseUrl}${imageUrl}`)).status === 503, 10_000);
      for (const baseUrl of product.baseUrls) {
        const image = await timed(`${baseUrl}${imageUrl}`);
        expect([imageUrl, image.status]).toEqual([imageUrl, 503]);
        expect(image.ms).toBeLessThan(UNAVAILABLE_WITHIN_MS);
        const refused = await upload(baseUrl);
        expect([refused.status, (JSON.parse(refused.body) as { code: string }).code]).toEqual([503, 'STORAGE_UNAVAILABLE']);
        expect(refused.ms).toBeLessThan(UNAVAILABLE_WITHIN_MS);

        // Everything else goes on (an article page rendered afresh, not from the cache), and the gateway stays in its Service.
        const slug = unread.shift() as string;
        for (const path of [`/article/${slug}`, `/api/articles/${unread.shift() as string}`, '/', '/about', '/api/categories', '/livez', '/readyz']) {
          expect([path, (await timed(`${baseUrl}${path}`)).status]).toEqual([path, 200]);
        }
        // People and alerting see why.
        const health = await timed(`${baseUrl}/api/health`);
        expect(health.status).toBe(503);
        const report = JSON.parse(health.body) as { data: { gateway: { status: string; checks: Record<string, string> } } };
        expect(report.data.gateway.status).toBe('degraded');
        expect(report.data.gateway.checks.objects).not.toBe('ok');
      }
      await outage;
      expect(stopped).toBeNull();
      const back = Date.now();
      for (const baseUrl of product.baseUrls) {
        await waitFor(`${baseUrl} serves the image again`, async () => (await timed(`${baseUrl}${imageUrl}`)).status === 200, 30_000);
        await waitFor(`${baseUrl} takes uploads again`, async () => (await upload(baseUrl)).status === 201, 30_000);
        await waitFor(`${baseUrl}/api/health`, async () => (await timed(`${baseUrl}/api/health`)).status === 200, 30_000);
      }
      expect(Date.now() - back).toBeLessThan(30_000);
    } finally {
      await outage;
    }
  }, 120_000);
});
