import type { Article } from '@labmedicin/contracts';
import { cacheToken, type Cache } from '@labmedicin/platform';
import { hasRedisServer, startRedisServer, type RedisServerHandle } from '@labmedicin/platform/testing';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import request from 'supertest';
import { articleInput, eventually, seededCategoryId, uniqueTitle } from '../../test/articles';
import { SEEDED_ADMIN, loggedInAgent, startStack, type Stack } from '../../test/stack';
import { createGateway, startGateway, type Gateway } from '../gateway';
import { SERVER_ENTRY } from '../spa/server-pages';
import type { CachedAnswer } from './cached-answer';
import { HTTP_CACHE, HttpCacheService } from './http-cache.service';

/**
 * Live view counts in the production profile: two gateways share the 'http' cache in Redis, each
 * counts its own reads and moves the count in the shared cached answer, which no patch may bring
 * back once an article change dropped it.
 */
/** The built web app (`npm run build`, which `npm test` runs first), for the rendered pages. */
const WEB_DIST_DIR = resolve(__dirname, '../../../web/dist');

const withRedis = hasRedisServer();
(withRedis ? describe : describe.skip)(
  withRedis ? 'cached view counts on two gateways over one Redis' : 'cached view counts over Redis (skipped: no redis-server binary on PATH)',
  () => {
    let redis: RedisServerHandle;
    let stack: Stack;
    let second: Gateway;
    let gatewayA: Parameters<typeof request>[0];
    let gatewayB: Parameters<typeof request>[0];
    let admin: Awaited<ReturnType<typeof loggedInAgent>>;
    let categoryId: string;

    beforeAll(async () => {
      if (!existsSync(join(WEB_DIST_DIR, SERVER_ENTRY))) throw new Error(`No server entry in ${WEB_DIST_DIR}: run npm run build first`);
      redis = await startRedisServer();
      stack = await startStack({ services: ['auth-users', 'content'], env: { REDIS_URL: redis.url, WEB_DIST_DIR } });
      second = await createGateway(stack.config);
      await startGateway(second, stack.config);
      gatewayA = stack.server;
      gatewayB = second.app.getHttpServer();
      admin = await loggedInAgent(stack, SEEDED_ADMIN);
      categoryId = await seededCategoryId(stack);
    });
    afterAll(async () => {
      await second?.app.close();
      await stack?.close();
      await redis?.stop();
    });

    async function create(): Promise<Article> {
      const res = await admin.post('/api/articles').send(articleInput(categoryId));
      expect(res.status).toBe(201);
      return res.body.data as Article;
    }

    async function read(gateway: Parameters<typeof request>[0], slug: string): Promise<{ cache: string; article: Article }> {
      const res = await request(gateway).get(`/api/articles/${slug}`).expect(200);
      return { cache: String(res.headers['x-cache']), article: res.body.data as Article };
    }

    it('moves the views a reader of the cached article sees on either gateway within seconds of the reads on both', async () => {
      const article = await create();
      expect((await read(gatewayA, article.slug)).cache).toBe('MISS');
      for (let i = 0; i < 3; i++) expect((await read(gatewayA, article.slug)).cache).toBe('HIT');
      for (let i = 0; i < 3; i++) expect((await read(gatewayB, article.slug)).cache).toBe('HIT');

      for (const gateway of [gatewayA, gatewayB]) {
        const shown = async () => {
          const { cache, article: cached } = await read(gateway, article.slug);
          return cache === 'HIT' && cached.views >= 7;
        };
        expect(await eventually(shown)).toBe(true);
      }
    });

    it('moves the views on a cached page read only on the gateway that did not render it', async () => {
      const article = await create();
      const page = `/article/${article.slug}`;
      const pageViews = async (gateway: Parameters<typeof request>[0]) => {
        // One site behind a load balancer: both gateways see the same host, so they share the page's entry.
        const res = await request(gateway).get(page).set('Host', 'labmedicin.test').expect(200);
        return { cache: String(res.headers['x-cache']), views: Number(/"views":(\d+)/.exec(res.text)?.[1]) };
      };
      // A renders the page (its render's read of the article counts there, so A's next report drops
      // the page again): B must read A's copy, which may take another try on a loaded machine.
      let before = { cache: 'MISS', views: 0 };
      for (let attempt = 0; attempt < 5 && before.cache !== 'HIT'; attempt++) {
        await pageViews(gatewayA);
        before = await pageViews(gatewayB);
      }
      expect(before.cache).toBe('HIT');
      for (let i = 0; i < 5; i++) await pageViews(gatewayB);
      // B's reports move the shared cached answer (looked at without reading, which would count one
      // more) past all six; then the page on either gateway follows it.
      const cacheB = second.app.get<Cache>(cacheToken(HTTP_CACHE));
      const cachedViews = async () => {
        const cached = await cacheB.get<CachedAnswer>(`article:${article.slug}`);
        return cached ? (JSON.parse(cached.json).data.views as number) : 0;
      };
      expect(await eventually(async () => (await cachedViews()) >= before.views + 6, 15_000)).toBe(true);
      for (const gateway of [gatewayB, gatewayA]) {
        expect(await eventually(async () => (await pageViews(gateway)).views >= before.views + 6, 15_000)).toBe(true);
      }
    });

    it('adds both gateways\' reads when their patches of one answer meet', async () => {
      const article = await create();
      await read(gatewayA, article.slug);
      const cacheB = second.app.get<Cache>(cacheToken(HTTP_CACHE));
      const cachedViews = async () => JSON.parse((await cacheB.get<CachedAnswer>(`article:${article.slug}`))!.json).data.views as number;
      // A's report of its one read has moved the cached count.
      expect(await eventually(async () => (await cachedViews()) === 1)).toBe(true);

      // B's report has read the answer; A's report of two more reads writes first. Watched before
      // B's reads: its report may run before the last read's answer reaches this test.
      const replace = cacheB.replace.bind(cacheB);
      const met = new Promise<void>((done) => {
        let raced = false;
        jest.spyOn(cacheB, 'replace').mockImplementation(async (key, expected, next) => {
          if (raced || key !== `article:${article.slug}`) return replace(key, expected, next);
          raced = true;
          await stack.gateway.app.get(HttpCacheService).viewsAdded(article._id, 2);
          done();
          return replace(key, expected, next);
        });
      });
      for (let i = 0; i < 3; i++) expect((await read(gatewayB, article.slug)).cache).toBe('HIT');
      await met;
      expect(await eventually(async () => (await cachedViews()) === 1 + 2 + 3)).toBe(true);
      jest.restoreAllMocks();
    });

    it('never brings back an article changed between reading its cached answer and writing the new count', async () => {
      const article = await create();
      await read(gatewayA, article.slug);
      for (let i = 0; i < 3; i++) await read(gatewayB, article.slug);

      // Gateway B's next report has read the cached answer; the change lands before it writes back.
      const cacheB = second.app.get<Cache>(cacheToken(HTTP_CACHE));
      const title = uniqueTitle('Reviderad');
      const replace = cacheB.replace.bind(cacheB);
      const changedBetween = new Promise<boolean>((done) => {
        let raced = false;
        jest.spyOn(cacheB, 'replace').mockImplementation(async (key, expected, next) => {
          // Other articles' reports (the test before) pass untouched.
          if (raced || key !== `article:${article.slug}`) return replace(key, expected, next);
          raced = true;
          await admin.put(`/api/articles/${article.slug}`).send({ ...articleInput(categoryId, { title }), baseVersion: 1 }).expect(200);
          const dropped = await eventually(async () => (await cacheB.get(`article:${article.slug}`)) === undefined);
          const written = await replace(key, expected, next);
          done(dropped && !written);
          return written;
        });
      });
      // B's reports may all have run before the watch began: one more read (of the cached answer,
      // so nothing is stored again) makes sure a report comes after it.
      await read(gatewayB, article.slug);
      expect(await changedBetween).toBe(true);
      jest.restoreAllMocks();

      const fresh = await read(gatewayB, article.slug);
      expect(fresh).toMatchObject({ cache: 'MISS', article: { title } });
      // Reports of both gateways after the change patch the new answer, never the old one back.
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      for (const gateway of [gatewayA, gatewayB]) {
        const { cache, article: shown } = await read(gateway, article.slug);
        expect(cache).toBe('HIT');
        expect(shown.title).toBe(title);
        expect(shown.views).toBeGreaterThanOrEqual(fresh.article.views);
      }
    });
  },
);
