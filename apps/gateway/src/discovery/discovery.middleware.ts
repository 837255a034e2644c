import { CONTENT_MESSAGES, type RequestMeta } from '@labmedicin/contracts';
import { serviceFailureToHttp, type ServiceClient } from '@labmedicin/platform';
import type { NextFunction, Response } from 'express';
import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { GatewayRequest } from '../common/gateway-request';
import { ARTICLE_CACHE } from '../http-cache/article-cache';
import { cacheCounters } from '../http-cache/cache-metrics';
import { answerOf, type HttpCacheService } from '../http-cache/http-cache.service';
import { PUBLIC_CACHE_CONTROL } from '../http-cache/public-cache.interceptor';
import { answeredBy } from '../http-metrics/http-metrics';
import { publicBaseUrl } from './public-url';
import { robotsTxt, sitemapXml, type SitemapEntries } from './sitemap';

export interface DiscoveryOptions {
  services: ServiceClient;
  httpCache: HttpCacheService;
  /** PUBLIC_URL; null: each request's own URL. */
  publicUrl: string | null;
  logger: Logger;
}

/** The one key of the sitemap's entries (the base URL is applied per request). */
const ALL_ENTRIES = 'all';

/**
 * /sitemap.xml and /robots.txt for crawlers, ahead of the SPA's routes. The sitemap's entries
 * come from content as an anonymous reader sees them (published only) and are kept in the public
 * cache, dropped by the same content events as the public reads; the XML, with its ETag, is
 * built per request from them and the base URL.
 */
export function serveDiscovery({ services, httpCache, publicUrl, logger }: DiscoveryOptions) {
  async function entries(req: GatewayRequest, res: Response): Promise<SitemapEntries> {
    const hit = await httpCache.get(ARTICLE_CACHE.sitemap, ALL_ENTRIES);
    res.setHeader('X-Cache', hit ? 'HIT' : 'MISS');
    cacheCounters(ARTICLE_CACHE.sitemap)[hit ? 'hit' : 'miss'].inc();
    if (hit) return JSON.parse(hit.json) as SitemapEntries;
    const generation = httpCache.generation(ARTICLE_CACHE.sitemap);
    const meta: RequestMeta = { requestId: req.requestId, actor: null };
    const [articles, tags] = await Promise.all([
      services.send(CONTENT_MESSAGES.articlesPublishedIndex, {}, meta),
      services.send(CONTENT_MESSAGES.tagsList, {}, meta),
    ]);
    // An anonymous caller's tag counts cover published articles only: every tag listed has a page.
    const found: SitemapEntries = { articles, tags };
    await httpCache.put(ARTICLE_CACHE.sitemap, ALL_ENTRIES, answerOf(found), generation);
    return found;
  }

  function send(req: GatewayRequest, res: Response, type: string, text: string): void {
    res.setHeader('ETag', `"${createHash('sha1').update(text).digest('base64url')}"`);
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
    // Express answers 304 itself when If-None-Match equals the ETag.
    res.status(200).type(type).send(text);
  }

  return async (req: GatewayRequest, res: Response, next: NextFunction): Promise<void> => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || (req.path !== '/sitemap.xml' && req.path !== '/robots.txt')) return next();
    answeredBy(res, req.path);
    const base = publicBaseUrl(req, publicUrl);
    if (!base) {
      res.status(400).type('text/plain').send('Bad request: no host');
      return;
    }
    if (req.path === '/robots.txt') return send(req, res, 'text/plain', robotsTxt(base));
    try {
      send(req, res, 'application/xml', sitemapXml(base, await entries(req, res)));
    } catch (error) {
      const failure = serviceFailureToHttp(error);
      logger.error({ err: error, code: failure.code }, 'Building the sitemap failed');
      res.status(failure.status).setHeader('Cache-Control', 'no-store').type('text/plain').send(failure.message);
    }
  };
}
