import { Inject, Injectable } from '@nestjs/common';
import { cacheToken, type Cache } from '@labmedicin/platform';
import { createHash } from 'node:crypto';

export const HTTP_CACHE = 'http';

/** How long a public answer is kept at most; events and the gateway's own writes drop it sooner. */
export const HTTP_CACHE_TTL_MS = 5 * 60_000;

/** A cached public answer: its JSON body and the strong ETag computed once from it. */
export interface CachedAnswer {
  etag: string;
  body: unknown;
}

/**
 * Public GET answers by family ('categories', ...), keyed by URL, in the platform cache ('http'
 * namespace; shared by all replicas with Redis). A family is dropped as a whole when its data changes.
 */
@Injectable()
export class HttpCacheService {
  constructor(@Inject(cacheToken(HTTP_CACHE)) private readonly cache: Cache) {}

  get(family: string, url: string): Promise<CachedAnswer | undefined> {
    return this.cache.get<CachedAnswer>(keyOf(family, url));
  }

  async put(family: string, url: string, body: unknown): Promise<CachedAnswer> {
    const answer: CachedAnswer = { etag: etagOf(body), body };
    await this.cache.set(keyOf(family, url), answer);
    return answer;
  }

  invalidate(family: string): Promise<void> {
    return this.cache.deleteByPrefix(`${family}:`);
  }
}

function keyOf(family: string, url: string): string {
  return `${family}:${url}`;
}

function etagOf(body: unknown): string {
  return `"${createHash('sha1').update(JSON.stringify(body)).digest('base64url')}"`;
}
