import type { Article } from '@labmedicin/contracts';
import { freePort } from '@labmedicin/platform/testing';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId } from '../../test/articles';
import { STACK_PROFILE } from '../../test/engine-space';
import { SEEDED_ADMIN, loggedInAgent, registeredAgent, startStack, type Stack } from '../../test/stack';
import { SERVER_ENTRY } from '../spa/server-pages';

/** The built web app (`npm run build`, which `npm test` runs first), for the rendered pages. */
const WEB_DIST_DIR = resolve(__dirname, '../../../web/dist');

/** One sample of the Prometheus text: its name, labels and value. */
interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries([...labelText.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key, text]));
      return { name, labels, value: Number(value) };
    });
}

/** The sum of the samples of `name` whose labels include `labels`. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string>): number {
  return samples
    .filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
    .reduce((sum, sample) => sum + sample.value, 0);
}

describe("the gateway's request and cache metrics at /metrics on its operations port", () => {
  let stack: Stack;
  let opsPort: number;
  let article: Article;

  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST_DIR, SERVER_ENTRY))) throw new Error(`No server entry in ${WEB_DIST_DIR}: run npm run build first`);
    opsPort = await freePort();
    // No view reports while the test compares counts: a report makes cached pages again.
    stack = await startStack({ services: ['auth-users', 'content'], env: { WEB_DIST_DIR, OPS_PORT: String(opsPort), VIEW_REPORT_INTERVAL_MS: '3600000' } });
    const admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const created = await admin.post('/api/articles').send(articleInput(await seededCategoryId(stack)));
    expect(created.status).toBe(201);
    article = created.body.data as Article;
  });
  afterAll(() => stack?.close());

  const scrape = async (): Promise<{ text: string; samples: Sample[] }> => {
    const res = await fetch(`http://127.0.0.1:${opsPort}/metrics`);
    expect(res.status).toBe(200);
    const text = await res.text();
    return { text, samples: samplesOf(text) };
  };
  const requests = (samples: Sample[], method: string, route: string, status: string) =>
    valueOf(samples, 'http_request_duration_seconds_count', { method, route, status });
  const cacheResults = (samples: Sample[], family: string, result: string) => valueOf(samples, 'public_cache_requests_total', { family, result });
  /** Reads until the public cache answers (X-Cache: HIT), so the next anonymous read is a cached one. */
  const cached = async (path: string) => expect(await eventually(async () => (await request(stack.server).get(path)).headers['x-cache'] === 'HIT')).toBe(true);
  /** The hot path (ready copies) is the in-process cache's; with Redis a cached read is a hit of the shared cache. */
  const cachedResult = STACK_PROFILE === 'production' ? 'hit' : 'ready';

  it('counts an API read by its route template and status, and a cached read as a cache answer, the first as a miss', async () => {
    const path = `/api/articles/${article.slug}`;
    const before = (await scrape()).samples;
    await cached(path);
    const warmed = (await scrape()).samples;
    expect(cacheResults(warmed, 'article', 'miss') - cacheResults(before, 'article', 'miss')).toBeGreaterThanOrEqual(1);

    const res = await request(stack.server).get(path);
    expect([res.status, res.headers['x-cache']]).toEqual([200, 'HIT']);
    const { text, samples: after } = await scrape();
    expect(requests(after, 'GET', '/api/articles/:slug', '200') - requests(warmed, 'GET', '/api/articles/:slug', '200')).toBe(1);
    expect(cacheResults(after, 'article', cachedResult) - cacheResults(warmed, 'article', cachedResult)).toBe(1);
    expect(valueOf(after, 'http_request_duration_seconds_sum', { route: '/api/articles/:slug' })).toBeGreaterThan(0);
    // Never the URL itself: one series per route, whatever the slug.
    expect(text).not.toContain(article.slug);
  });

  it("counts a signed-in reader's read as a hit of the stored answer and an editor's as passing the cache by", async () => {
    const path = `/api/articles/${article.slug}`;
    await cached(path);
    const { agent: reader } = await registeredAgent(stack);
    const admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const before = (await scrape()).samples;
    expect((await reader.get(path)).headers['x-cache']).toBe('HIT');
    expect((await admin.get(path)).status).toBe(200);
    const after = (await scrape()).samples;
    expect(cacheResults(after, 'article', 'hit') - cacheResults(before, 'article', 'hit')).toBe(1);
    expect(cacheResults(after, 'article', 'bypass') - cacheResults(before, 'article', 'bypass')).toBe(1);
    expect(requests(after, 'GET', '/api/articles/:slug', '200') - requests(before, 'GET', '/api/articles/:slug', '200')).toBe(2);
  });

  it('counts a server-rendered page by its page route, also when the hot path sends it', async () => {
    const path = `/article/${article.slug}`;
    await cached(path);
    const before = (await scrape()).samples;
    const page = await request(stack.server).get(path);
    expect([page.status, page.headers['x-cache']]).toEqual([200, 'HIT']);
    const after = (await scrape()).samples;
    expect(requests(after, 'GET', '/article/:slug', '200') - requests(before, 'GET', '/article/:slug', '200')).toBe(1);
    expect(cacheResults(after, 'pages', cachedResult) - cacheResults(before, 'pages', cachedResult)).toBe(1);
  });

  it('puts every path no route knows under one label, API and pages alike, and names the probes', async () => {
    const before = (await scrape()).samples;
    expect((await request(stack.server).get('/api/no-such-thing/42')).status).toBe(404);
    expect((await request(stack.server).get('/no/such/page/42')).status).toBe(404);
    expect((await request(stack.server).get('/article/no-such-article-42')).status).toBe(404);
    expect((await request(stack.server).get('/livez')).status).toBe(200);
    const { text, samples: after } = await scrape();
    expect(requests(after, 'GET', 'unmatched', '404') - requests(before, 'GET', 'unmatched', '404')).toBe(2);
    expect(requests(after, 'GET', '/article/:slug', '404') - requests(before, 'GET', '/article/:slug', '404')).toBe(1);
    expect(requests(after, 'GET', '/livez', '200') - requests(before, 'GET', '/livez', '200')).toBe(1);
    expect(text).not.toContain('no-such');
  });
});
