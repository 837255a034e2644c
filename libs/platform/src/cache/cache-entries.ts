import type { CacheOptions } from './cache.port';

/**
 * Rules both cache adapters apply the same way, so a caller sees one behaviour whichever profile
 * runs: values are stored as JSON (a read returns a copy, Dates come back as strings), TTLs are
 * whole positive milliseconds, namespaces cannot overlap.
 */
export function encodeCacheValue(key: string, value: unknown): string {
  const json = JSON.stringify(value);
  if (json === undefined) throw new TypeError(`Cache value for ${key} is not JSON-serialisable`);
  return json;
}

export function decodeCacheValue<T>(json: string | null | undefined): T | undefined {
  return json === null || json === undefined ? undefined : (JSON.parse(json) as T);
}

export function resolveTtlMs(ttlMs: number | undefined, options: CacheOptions): number {
  const ttl = ttlMs ?? options.defaultTtlMs;
  if (!Number.isFinite(ttl) || ttl <= 0) throw new RangeError(`Cache TTL must be a positive number of ms, got ${ttl}`);
  return Math.ceil(ttl);
}

/** A namespace with a colon could reach into another's keys (`http` and `http:x`). */
export function assertCacheOptions(options: CacheOptions): void {
  if (!/^[A-Za-z0-9-]+$/.test(options.namespace)) throw new Error(`Invalid cache namespace: ${options.namespace}`);
  if (!Number.isInteger(options.maxEntries) || options.maxEntries < 1) {
    throw new Error(`Cache ${options.namespace}: maxEntries must be a positive integer`);
  }
  resolveTtlMs(undefined, options);
}
