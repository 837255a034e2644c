import type { Article, ArticleListItem } from '@labmedicin/contracts';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId } from '../../test/articles';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';
import { PUBLIC_CACHE_CONTROL } from './public-cache.interceptor';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Headers that belong to one request, not to the answer. */
const PER_REQUEST = ['x-request-id', 'date', 'connection', 'keep-alive'];

function withoutPerRequest(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.includes(name)));
}

function rawGet(origin: string, path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** A session cookie the gateway does not know: the request goes through the full pipeline, as an anonymous one. */
const FORGED_SESSION = { cookie: 'labmedicin.sid=s%3Aforged.c2lnbmF0dXJl' };

/**
 * Without a gateway cache (HTTP_CACHE=off), anonymous public reads are answered by the raw listener
 * (DirectReads) instead of Express and Nest; these check that a client cannot tell the two apart.
 */
describe('anonymous public reads without a cache', () => {
  let stack: Stack;
  let admin: Awaited<ReturnType<typeof loggedInAgent>>;
  let categoryId: string;
  let article: Article;

  beforeAll(async () => {
    // Views are reported only at the stop, so the counts in the answers compared here stay put.
    stack = await startStack({ services: ['auth-users', 'content'], env: { HTTP_CACHE: 'off', VIEW_REPORT_INTERVAL_MS: '3600000' } });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    categoryId = await seededCategoryId(stack);
    const res = await admin.post('/api/articles').send(articleInput(categoryId, { tags: ['direktläsning'] }));
    expect(res.status).toBe(201);
    article = res.body.data as Article;
  });
  afterAll(() => stack?.close());

  const raw = (path: string, headers?: Record<string, string>) => rawGet(stack.origin, path, headers);

  /** Full-pipeline request log lines ('request') written while `read` runs. */
  async function requestLogLines(read: () => Promise<unknown>): Promise<number> {
    const info = jest.spyOn(stack.gateway.logger, 'info');
    try {
      await read();
      // The line is written when the server has finished sending, which the client may see first.
      await new Promise((resolve) => setTimeout(resolve, 50));
      return info.mock.calls.filter((call) => call[1] === 'request').length;
    } finally {
      info.mockRestore();
    }
  }

  const paths = () => [
    `/api/articles/${article.slug}`,
    '/api/articles?status=published&limit=5',
    '/api/articles?limit=3&page=2&sort=title&order=asc',
    '/api/articles/search?q=kreatinin',
    '/api/articles/search?q=direktl%C3%A4sning+kreatinin&limit=3',
    '/api/articles/tags',
    '/api/tags',
    '/api/tags?language=en',
    `/api/tags/${encodeURIComponent('direktläsning')}/articles?limit=5`,
    '/api/categories',
    '/api/categories?status=published',
  ];

  it('answers with the full pipeline’s bytes and headers, and without entering it once it has answered such a read', async () => {
    for (const path of paths()) {
      // The first anonymous read of a family goes through the full pipeline, whose headers the next ones copy.
      await raw(path);
      const full = await raw(path, FORGED_SESSION);
      let direct: RawAnswer | undefined;
      expect(await requestLogLines(async () => (direct = await raw(path)))).toBe(0);
      expect(direct!.status).toBe(200);
      expect(direct!.body).toBe(full.body);
      expect(withoutPerRequest(direct!.headers)).toEqual(withoutPerRequest(full.headers));
      expect(direct!.headers['x-cache']).toBe('MISS');
      expect(direct!.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(direct!.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('takes the caller’s request id and answers 304 to a matching If-None-Match', async () => {
    const path = '/api/categories';
    const { etag } = (await raw(path)).headers;
    const revalidated = await raw(path, { 'if-none-match': etag!, 'x-request-id': 'klient-123' });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body).toBe('');
    expect(revalidated.headers['x-request-id']).toBe('klient-123');
    expect(revalidated.headers['content-type']).toBeUndefined();

  });

  it('leaves errors, drafts and anything unusual to the full pipeline, with its answers', async () => {
    const draft = (await admin.post('/api/articles').send(articleInput(categoryId, { status: 'draft' }))).body.data as Article;
    await raw('/api/articles?limit=2');
    for (const path of [
      `/api/articles/${draft.slug}`,
      '/api/articles/finns-inte',
      '/api/articles?limit=abc',
      '/api/articles?limit=2&limit=3',
      '/api/articles?sort[x]=1',
      '/api/articles/search?q=%ZZ',
      '/api/articles/',
    ]) {
      let direct: RawAnswer | undefined;
      expect(await requestLogLines(async () => (direct = await raw(path)))).toBe(1);
      const full = await raw(path, FORGED_SESSION);
      expect(direct!.status).toBe(full.status);
      expect(direct!.body).toBe(full.body);
    }
    expect((await raw(`/api/articles/${draft.slug}`)).status).toBe(404);
    const list = JSON.parse((await raw('/api/articles?limit=100')).body) as { data: ArticleListItem[] };
    expect(list.data.map((a) => a.slug)).not.toContain(draft.slug);
  });

  it('shows a write at the next read', async () => {
    const path = `/api/articles/${article.slug}`;
    await raw(path);
    const title = `${article.title} (ny)`;
    const current = (await admin.get(path)).body.data as Article;
    await admin.put(path).send({ ...articleInput(categoryId, { title, tags: ['direktläsning'] }), baseVersion: current.version }).expect(200);
    expect((JSON.parse((await raw(path)).body) as { data: Article }).data.title).toBe(title);
    expect((await request(stack.server).get(path)).body.data.title).toBe(title);
  });
});

describe('views of anonymous article reads without a cache', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'], env: { HTTP_CACHE: 'off' } });
  });
  afterAll(() => stack?.close());

  it('counts every read as a view, whichever path answered it', async () => {
    const admin = await loggedInAgent(stack, SEEDED_ADMIN);
    const res = await admin.post('/api/articles').send(articleInput(await seededCategoryId(stack)));
    const article = res.body.data as Article;
    const viewsStored = async () => ((await admin.get('/api/articles?limit=100')).body.data as ArticleListItem[]).find((a) => a.slug === article.slug)!.views;
    for (let i = 0; i < 5; i++) expect((await rawGet(stack.origin, `/api/articles/${article.slug}`)).status).toBe(200);
    expect(await eventually(async () => (await viewsStored()) === 5)).toBe(true);
  });
});
