import type { Article, ArticleListItem } from '@labmedicin/contracts';
import { existsSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { join, resolve } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId, uniqueTitle } from '../../test/articles';
import { STACK_PROFILE } from '../../test/engine-space';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';
import { SERVER_ENTRY } from '../spa/server-pages';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './public-cache.interceptor';

/** The built web app (`npm run build`, which `npm test` runs first), for the rendered pages. */
const WEB_DIST_DIR = resolve(__dirname, '../../../web/dist');

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The bytes as sent, still compressed if they were. */
  body: Buffer;
}

/** Headers that belong to one request or one encoding, not to the answer. */
const PER_REQUEST = ['x-cache', 'x-request-id', 'date', 'connection', 'keep-alive', 'content-length', 'content-encoding', 'vary'];

function withoutPerRequest(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  return Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_REQUEST.includes(name)));
}

function decoded(answer: RawAnswer): Buffer {
  switch (answer.headers['content-encoding']) {
    case 'gzip':
      return gunzipSync(answer.body);
    case 'br':
      return brotliDecompressSync(answer.body);
    default:
      return answer.body;
  }
}

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/** A GET with exactly these headers, the body's bytes as they came (supertest and fetch would decompress). */
function rawGet(origin: string, path: string, headers: Record<string, string | string[]> = {}): Promise<RawAnswer> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', fail);
    req.end();
  });
}

/** A published article with a body long enough to be compressed. */
async function createArticle(admin: Agent, categoryId: string, fields: Parameters<typeof articleInput>[1] = {}): Promise<Article> {
  const res = await admin.post('/api/articles').send(articleInput(categoryId, { content: `<p>${'Kreatinin i plasma. '.repeat(100)}</p>`, ...fields }));
  expect(res.status).toBe(201);
  return res.body.data as Article;
}

/** The real gateway, content and auth-users with the built web app (rendered pages). */
async function startProduct(env: Record<string, string> = {}): Promise<{ stack: Stack; admin: Agent; categoryId: string }> {
  if (!existsSync(join(WEB_DIST_DIR, SERVER_ENTRY))) throw new Error(`No server entry in ${WEB_DIST_DIR}: run npm run build first`);
  const stack = await startStack({ services: ['auth-users', 'content'], env: { WEB_DIST_DIR, ...env } });
  return { stack, admin: await loggedInAgent(stack, SEEDED_ADMIN), categoryId: await seededCategoryId(stack) };
}

/**
 * Anonymous reads, cached and not: the hot path in front of Express. A view report moves the count
 * in the cached answers, and so their bytes and ETag: these tests compare answers across reads, so
 * this gateway reports views only when it stops (the next suite has the reports).
 */
describe('the hot path of cached public reads', () => {
  let stack: Stack;
  let admin: Agent;
  let categoryId: string;

  beforeAll(async () => {
    ({ stack, admin, categoryId } = await startProduct({ VIEW_REPORT_INTERVAL_MS: '3600000' }));
  });
  afterAll(() => stack?.close());

  const raw = (path: string, headers?: Record<string, string | string[]>) => rawGet(stack.origin, path, headers);
  const create = (fields?: Parameters<typeof articleInput>[1]) => createArticle(admin, categoryId, fields);

  /**
   * Compressed variants are made by the ready answers, which exist only with the in-process cache:
   * with Redis another gateway may drop a shared answer on an event this one never sees.
   */
  const readyAnswersOnly = STACK_PROFILE === 'production' ? it.skip : it;

  readyAnswersOnly('answers a cached read with the bytes and headers of the uncached one, in brotli, gzip or plain as asked', async () => {
    const article = await create();
    for (const path of [`/api/articles/${article.slug}`, `/article/${article.slug}`]) {
      const uncached = await raw(path);
      expect(uncached.headers['x-cache']).toBe('MISS');
      for (const encoding of ['br', 'gzip', 'identity', 'gzip, deflate, br']) {
        const cached = await raw(path, { 'accept-encoding': encoding });
        expect(cached.status).toBe(200);
        expect(cached.headers['x-cache']).toBe('HIT');
        expect(cached.headers['content-encoding']).toBe({ br: 'br', gzip: 'gzip', identity: undefined, 'gzip, deflate, br': 'br' }[encoding]);
        expect(cached.headers.vary).toBe(`${uncached.headers.vary}, Accept-Encoding`);
        expect(Number(cached.headers['content-length'])).toBe(cached.body.length);
        expect(decoded(cached).equals(uncached.body)).toBe(true);
        expect(withoutPerRequest(cached.headers)).toEqual(withoutPerRequest(uncached.headers));
      }
    }
  });

  it('sends the security headers on cached answers: nosniff and referrer policy, and the page policy on pages', async () => {
    const article = await create();
    await raw(`/article/${article.slug}`);
    const page = await raw(`/article/${article.slug}`);
    expect(page.headers['x-cache']).toBe('HIT');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    await raw(`/api/articles/${article.slug}`);
    for (const answer of [page, await raw(`/api/articles/${article.slug}`)]) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(answer.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    }
  });

  it('answers 304 to If-None-Match with the ETag, also weak or in a list, and the body when no-cache is asked', async () => {
    const article = await create();
    const path = `/api/articles/${article.slug}`;
    const { etag } = (await raw(path)).headers;
    for (const ifNoneMatch of [etag!, `W/${etag}`, `"other", ${etag}`]) {
      const revalidated = await raw(path, { 'if-none-match': ifNoneMatch, 'accept-encoding': 'br' });
      expect(revalidated.status).toBe(304);
      expect(revalidated.body.length).toBe(0);
      expect(revalidated.headers.etag).toBe(etag);
    }
    expect((await raw(path, { 'if-none-match': '"other"' })).status).toBe(200);
    expect((await raw(path, { 'if-none-match': etag!, 'cache-control': 'no-cache' })).status).toBe(200);
  });

  it('gives a request with a stale or forged session cookie the public answer', async () => {
    const article = await create();
    const path = `/api/articles/${article.slug}`;
    const login = await request(stack.server).post('/api/auth/login').send(SEEDED_ADMIN).expect(200);
    const stale = String(login.headers['set-cookie']).split(';')[0];
    await request(stack.server).post('/api/auth/logout').set('Cookie', stale).set('Origin', stack.origin).expect(200);
    const publicAnswer = await request(stack.server).get(path).expect(200);
    for (const cookie of [stale, 'labmedicin.sid=s%3Aforged.c2lnbmF0dXJl', `labmedicin.language=en; ${stale}`]) {
      const res = await request(stack.server).get(path).set('Cookie', cookie);
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect({ ...res.body.data, views: 0 }).toEqual({ ...publicAnswer.body.data, views: 0 });
    }
  });

  it('never answers a logged-in admin from the public cache, nor fills it with what they see', async () => {
    const draft = await create({ status: 'draft' });
    const list = '/api/articles?limit=100&sort=updatedAt&order=desc';
    await raw(list);
    expect((await raw(list)).headers['x-cache']).toBe('HIT');
    for (let i = 0; i < 2; i++) {
      const own = await admin.get(list);
      expect(own.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      expect((own.body.data as Article[]).map((a) => a.slug)).toContain(draft.slug);
      const read = await admin.get(`/api/articles/${draft.slug}`);
      expect(read.body.data.status).toBe('draft');
    }
    const anonymousList = JSON.parse(decoded(await raw(list)).toString()) as { data: Article[] };
    expect(anonymousList.data.map((a) => a.slug)).not.toContain(draft.slug);
    expect((await raw(`/api/articles/${draft.slug}`)).status).toBe(404);
    expect((await raw(`/article/${draft.slug}`)).status).toBe(404);
  });

  it('reads the headers that decide a cached answer as sent, in any case and repeated', async () => {
    const draft = await create({ status: 'draft' });
    const list = '/api/articles?limit=100&sort=updatedAt&order=desc';
    await raw(list);
    const { etag } = (await raw(list)).headers;
    const login = await request(stack.server).post('/api/auth/login').send(SEEDED_ADMIN).expect(200);
    const session = String(login.headers['set-cookie']).split(';')[0];
    // A signed-in admin is never answered a ready copy, however the header is spelled.
    const own = await raw(list, { COOKIE: `labmedicin.language=sv; ${session}` });
    expect(own.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
    expect((JSON.parse(own.body.toString()) as { data: Article[] }).data.map((a) => a.slug)).toContain(draft.slug);
    expect((await raw(list, { 'IF-NONE-MATCH': etag! })).status).toBe(304);
    expect((await raw(list, { 'If-None-Match': etag!, 'Cache-Control': 'no-cache' })).status).toBe(200);
    // Two header lines count as one list, as Node reads them.
    if (STACK_PROFILE !== 'production') expect((await raw(list, { 'Accept-Encoding': ['identity', 'br'] })).headers['content-encoding']).toBe('br');
  });

  it('drops exactly the cached answers a write affects', async () => {
    const [changed, untouched] = [await create(), await create()];
    const lists = '/api/articles?limit=100';
    for (const path of [`/api/articles/${changed.slug}`, `/api/articles/${untouched.slug}`, lists]) {
      await raw(path);
      expect((await raw(path)).headers['x-cache']).toBe('HIT');
    }
    const title = uniqueTitle('Omdöpt');
    await admin.put(`/api/articles/${changed.slug}`).send({ ...articleInput(categoryId, { title }), baseVersion: 1 }).expect(200);
    const read = async (path: string) => {
      const answer = await raw(path);
      return { cache: answer.headers['x-cache'], body: JSON.parse(answer.body.toString()) as { data: Article & Article[] } };
    };
    expect(await read(`/api/articles/${changed.slug}`)).toMatchObject({ cache: 'MISS', body: { data: { title } } });
    const list = await read(lists);
    expect(list.cache).toBe('MISS');
    expect(list.body.data.find((a) => a.slug === changed.slug)?.title).toBe(title);
    expect(await read(`/api/articles/${untouched.slug}`)).toMatchObject({ cache: 'HIT', body: { data: { title: untouched.title } } });
  });
});

/** View counts in cached answers, with the default report interval of a second. */
describe('views on cached public reads', () => {
  let stack: Stack;
  let admin: Agent;
  let categoryId: string;

  beforeAll(async () => {
    ({ stack, admin, categoryId } = await startProduct());
  });
  afterAll(() => stack?.close());

  const raw = (path: string, headers?: Record<string, string | string[]>) => rawGet(stack.origin, path, headers);
  const create = (fields?: Parameters<typeof articleInput>[1]) => createArticle(admin, categoryId, fields);

  it('moves the views a reader of a cached article or page sees within seconds of the reads', async () => {
    const article = await create();
    const path = `/api/articles/${article.slug}`;
    const viewsShown = async () => {
      const answer = await raw(path);
      expect(answer.headers['x-cache']).toBe('HIT');
      return (JSON.parse(answer.body.toString()) as { data: Article }).data.views;
    };
    await raw(path);
    for (let i = 0; i < 4; i++) await raw(path);
    expect(await eventually(async () => (await viewsShown()) >= 5)).toBe(true);

    const page = `/article/${article.slug}`;
    const pageViews = async () => {
      const html = (await raw(page)).body.toString();
      // The count in the reader's words ("1 visning", "6 visningar") is the one the page hydrates from.
      const shown = /<span class="d-print-none">(\d+) (visningar|visning)<\/span>/.exec(html);
      const views = Number(/"views":(\d+)/.exec(html)?.[1]);
      expect([Number(shown?.[1]), shown?.[2]]).toEqual([views, views === 1 ? 'visning' : 'visningar']);
      return views;
    };
    const before = await pageViews();
    for (let i = 0; i < 5; i++) await raw(page);
    // Reads that straddle a view report reach the page in two renders, the second when the page may
    // be made again (PAGE_VIEWS_RENEW_MS, 5 s by default, up to 7.5 s).
    expect(await eventually(async () => (await pageViews()) >= before + 5, 10_000)).toBe(true);
  });

  it('counts a view for every read answered from the cache', async () => {
    const article = await create();
    for (let i = 0; i < 4; i++) expect((await raw(`/api/articles/${article.slug}`)).status).toBe(200);
    // The admin list is never cached, so it shows the count content stored.
    const viewsStored = async () => ((await admin.get('/api/articles?limit=100')).body.data as ArticleListItem[]).find((a) => a.slug === article.slug)?.views;
    expect(await eventually(async () => (await viewsStored()) === 4)).toBe(true);
  });
});

/** A page is rendered again for its views at most once every PAGE_VIEWS_RENEW_MS (here 8 s, up to 12 s). */
describe('views on cached pages, made again at most once an interval', () => {
  const RENEW_MS = 8000;
  let stack: Stack;
  let admin: Agent;
  let categoryId: string;

  beforeAll(async () => {
    ({ stack, admin, categoryId } = await startProduct({ PAGE_VIEWS_RENEW_MS: String(RENEW_MS) }));
  });
  afterAll(() => stack?.close());

  it('shows the views reported within the interval only when it ends, without further reads', async () => {
    const article = await createArticle(admin, categoryId);
    const page = `/article/${article.slug}`;
    const pageViews = async () => Number(/"views":(\d+)/.exec((await rawGet(stack.origin, page)).body.toString())?.[1]);
    const jsonViews = async () => (JSON.parse((await rawGet(stack.origin, `/api/articles/${article.slug}`)).body.toString()) as { data: Article }).data.views;

    // The first report since the page was made has it made again at once (with the reads it
    // carries: reads that straddle two reports show the rest only when the interval is over).
    const before = await pageViews();
    for (let i = 0; i < 5; i++) await rawGet(stack.origin, page);
    expect(await eventually(async () => (await pageViews()) > before)).toBe(true);
    const renewedAt = Date.now();
    const shown = await pageViews();

    // The next report moves the article's JSON, not the page, until the interval is over.
    for (let i = 0; i < 5; i++) await rawGet(stack.origin, page);
    expect(await eventually(async () => (await jsonViews()) >= shown + 5)).toBe(true);
    expect(Date.now() - renewedAt).toBeLessThan(RENEW_MS);
    expect(await pageViews()).toBe(shown);

    // When it is over, the page shows them, though nobody read it since.
    await new Promise((resolve) => setTimeout(resolve, 1.5 * RENEW_MS - (Date.now() - renewedAt) + 2000));
    expect(await pageViews()).toBeGreaterThanOrEqual(shown + 5);
  }, 30_000);
});
