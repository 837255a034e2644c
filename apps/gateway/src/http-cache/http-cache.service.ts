import { Inject, Injectable } from '@nestjs/common';
import { cacheToken, type Cache } from '@labmedicin/platform';
import { createHash } from 'node:crypto';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

export const HTTP_CACHE = 'http';

/** How long a public answer is kept at most; events and the gateway's own writes drop it sooner. */
export const HTTP_CACHE_TTL_MS = 5 * 60_000;

/**
 * A public answer ready to send: its JSON text (so a hit is sent without parsing and serialising
 * the body again), the strong ETag computed once from it, and what it shows when its route names
 * that (an article's id, for counting views of cached reads).
 */
export interface CachedAnswer {
  etag: string;
  json: string;
  subject?: string;
}

export function answerOf(body: unknown, subject?: string): CachedAnswer {
  const json = JSON.stringify(body);
  return { etag: `"${createHash('sha1').update(json).digest('base64url')}"`, json, ...(subject === undefined ? {} : { subject }) };
}

/**
 * Public GET answers by family ('categories', 'article', ...) and key, in the platform cache ('http'
 * namespace; shared by all replicas with Redis). A family is dropped as a whole, or one key of it,
 * when its data changes. With HTTP_CACHE=off nothing is kept.
 */
@Injectable()
export class HttpCacheService {
  /**
   * Bumped by every drop in a family. An answer fetched while a drop happened may predate the
   * change, so it is not stored (else it would be served until its TTL ends).
   */
  private readonly generations = new Map<string, number>();
  private readonly enabled: boolean;

  constructor(
    @Inject(cacheToken(HTTP_CACHE)) private readonly cache: Cache,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.enabled = config.httpCache;
  }

  async get(family: string, key: string): Promise<CachedAnswer | undefined> {
    return this.enabled ? this.cache.get<CachedAnswer>(keyOf(family, key)) : undefined;
  }

  /** Taken before fetching an answer, handed to put() after. */
  generation(family: string): number {
    return this.generations.get(family) ?? 0;
  }

  /** Stores the answer unless the family was dropped since `generation` was taken. */
  async put(family: string, key: string, answer: CachedAnswer, generation: number, ttlMs?: number): Promise<void> {
    if (!this.enabled || this.generation(family) !== generation) return;
    await this.cache.set(keyOf(family, key), answer, ttlMs);
  }

  /** Drops one answer of a family. */
  forget(family: string, key: string): Promise<void> {
    this.bump(family);
    return this.cache.delete(keyOf(family, key));
  }

  invalidate(family: string): Promise<void> {
    this.bump(family);
    return this.cache.deleteByPrefix(`${family}:`);
  }

  private bump(family: string): void {
    this.generations.set(family, this.generation(family) + 1);
  }
}

function keyOf(family: string, key: string): string {
  return `${family}:${key}`;
}
