/**
 * The cache port: a bounded in-process LRU embedded, Redis in production (shared by all gateway
 * replicas). Used for response caching and, in its own namespace, as the session store.
 * Values are JSON-serialisable.
 */
export interface Cache {
  get<T>(key: string): Promise<T | undefined>;
  /** ttlMs omitted means the cache's default TTL. */
  set<T>(key: string, value: T, ttlMs?: number): Promise<void>;
  /**
   * Gives an existing key a new TTL without rewriting its value; false when the key is missing.
   * Unlike get + set it cannot bring back a key deleted meanwhile (a session logged out by
   * another request).
   */
  touch(key: string, ttlMs?: number): Promise<boolean>;
  /**
   * Writes `next` only while the key still holds `expected` (a value as get returned it), keeping
   * the entry's remaining TTL; true when it wrote, false when the key is missing or holds anything
   * else. Unlike get + set it cannot bring back an entry that another process (another replica over
   * Redis) deleted or stored anew between the read and the write.
   */
  replace<T>(key: string, expected: T, next: T): Promise<boolean>;
  delete(key: string): Promise<void>;
  /** Removes every key that starts with the prefix (invalidation by family). */
  deleteByPrefix(prefix: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface CacheOptions {
  /** Separates caches that share one Redis: `sessions`, `http`, ... (letters, digits, dashes). */
  namespace: string;
  /** In-process bound; Redis relies on TTLs and its own memory policy. */
  maxEntries: number;
  defaultTtlMs: number;
}
