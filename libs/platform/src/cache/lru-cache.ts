import { LRUCache } from 'lru-cache';
import { assertCacheOptions, decodeCacheValue, encodeCacheValue, resolveTtlMs } from './cache-entries';
import type { Cache, CacheOptions } from './cache.port';

/**
 * The embedded cache: in-process, at most maxEntries (the least recently used go first), each
 * entry with its own TTL. Each instance is its own namespace.
 */
export class LruCache implements Cache {
  private readonly entries: LRUCache<string, string>;

  constructor(private readonly options: CacheOptions) {
    assertCacheOptions(options);
    this.entries = new LRUCache<string, string>({ max: options.maxEntries, ttl: options.defaultTtlMs });
  }

  async get<T>(key: string): Promise<T | undefined> {
    return decodeCacheValue<T>(this.entries.get(key));
  }

  async set<T>(key: string, value: T, ttlMs?: number): Promise<void> {
    this.entries.set(key, encodeCacheValue(key, value), { ttl: resolveTtlMs(ttlMs, this.options) });
  }

  async touch(key: string, ttlMs?: number): Promise<boolean> {
    const ttl = resolveTtlMs(ttlMs, this.options);
    const json = this.entries.get(key);
    if (json === undefined) return false;
    this.entries.set(key, json, { ttl });
    return true;
  }

  async replace<T>(key: string, expected: T, next: T): Promise<boolean> {
    const stored = this.entries.peek(key);
    const remainingMs = this.entries.getRemainingTTL(key);
    // A TTL of 0 would keep the entry for ever: one expiring this very millisecond is let go.
    if (stored === undefined || stored !== encodeCacheValue(key, expected) || remainingMs < 1) return false;
    this.entries.set(key, encodeCacheValue(key, next), { ttl: Math.floor(remainingMs) });
    return true;
  }

  async delete(key: string): Promise<void> {
    this.entries.delete(key);
  }

  async deleteByPrefix(prefix: string): Promise<void> {
    // keys() is a live iterator; collect first so deleting does not disturb it.
    const doomed = [...this.entries.keys()].filter((key) => key.startsWith(prefix));
    for (const key of doomed) this.entries.delete(key);
  }

  async ping(): Promise<void> {
    // Nothing to reach: the entries live in this process.
  }

  async close(): Promise<void> {
    this.entries.clear();
  }
}
