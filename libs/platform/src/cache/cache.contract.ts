import { randomUUID } from 'node:crypto';
import type { Cache, CacheOptions } from './cache.port';

/**
 * Waits until the entry is gone, asking every 25 ms, for at most 5 s: longer than any TTL below,
 * far shorter than the 60 s default that a TTL wrongly reset would give.
 */
async function expiry(cache: Cache, key: string): Promise<void> {
  const deadline = Date.now() + 5000;
  while ((await cache.get(key)) !== undefined) {
    if (Date.now() > deadline) throw new Error(`${key} was still cached after 5 s`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** TTLs long enough that a loaded machine still reads an entry right after writing it. */
const SHORT_TTL_MS = 1500;

/**
 * The behaviour every Cache adapter must have. Every test opens its caches under fresh random
 * namespaces, so adapters over a shared Redis never see each other's keys.
 */
export function describeCacheContract(open: (options: CacheOptions) => Promise<Cache>): void {
  const opened: Cache[] = [];
  const openCache = async (overrides: Partial<CacheOptions> = {}): Promise<Cache> => {
    const cache = await open({ namespace: `contract-${randomUUID()}`, maxEntries: 1000, defaultTtlMs: 60_000, ...overrides });
    opened.push(cache);
    return cache;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((cache) => cache.close()));
  });

  it('round-trips JSON values of every shape', async () => {
    const cache = await openCache();
    const article = { slug: 'b-hemoglobin', title: { sv: 'Hemoglobin', en: 'Haemoglobin' }, tags: ['blod'], views: 3, published: true, note: null };
    await cache.set('article:b-hemoglobin', article);
    await cache.set('count', 42);
    await cache.set('name', 'P-Kalium');
    await cache.set('empty-list', []);
    await cache.set('flag', false);
    await cache.set('nothing', null);
    expect(await cache.get('article:b-hemoglobin')).toEqual(article);
    expect(await cache.get('count')).toBe(42);
    expect(await cache.get('name')).toBe('P-Kalium');
    expect(await cache.get('empty-list')).toEqual([]);
    expect(await cache.get('flag')).toBe(false);
    expect(await cache.get('nothing')).toBeNull();
    expect(await cache.get('never-set')).toBeUndefined();
  });

  it('hands out copies, so a caller changing a value does not change the cache', async () => {
    const cache = await openCache();
    await cache.set('list', { items: [1, 2] });
    const first = await cache.get<{ items: number[] }>('list');
    first!.items.push(3);
    expect(await cache.get('list')).toEqual({ items: [1, 2] });
  });

  it('stores values as JSON in every adapter, so a Date comes back as its ISO string', async () => {
    const cache = await openCache();
    await cache.set('when', { at: new Date('2024-05-01T10:00:00.000Z') });
    expect(await cache.get('when')).toEqual({ at: '2024-05-01T10:00:00.000Z' });
  });

  it('refuses a value that has no JSON form and a TTL that is not positive', async () => {
    const cache = await openCache();
    await expect(cache.set('undefined', undefined)).rejects.toThrow(TypeError);
    await expect(cache.set('zero', 1, 0)).rejects.toThrow(RangeError);
    await expect(cache.set('negative', 1, -5)).rejects.toThrow(RangeError);
    expect(await cache.get('zero')).toBeUndefined();
  });

  it('forgets an entry once its own TTL has passed', async () => {
    const cache = await openCache();
    await cache.set('short', 'soon gone', SHORT_TTL_MS);
    await cache.set('long', 'stays', 30_000);
    expect(await cache.get('short')).toBe('soon gone');
    await expiry(cache, 'short');
    expect(await cache.get('long')).toBe('stays');
  });

  it('applies the default TTL when set is given none', async () => {
    const cache = await openCache({ defaultTtlMs: SHORT_TTL_MS });
    await cache.set('default', 'soon gone');
    expect(await cache.get('default')).toBe('soon gone');
    await expiry(cache, 'default');
  });

  it('touch gives an existing entry a new TTL and does not bring back a missing one', async () => {
    const cache = await openCache();
    // Two entries of one lifetime: once the untouched one is gone, the touched one must still be there.
    await cache.set('session', { userId: 'u1' }, SHORT_TTL_MS);
    await cache.set('untouched', { userId: 'u2' }, SHORT_TTL_MS);
    expect(await cache.touch('session', 30_000)).toBe(true);
    await expiry(cache, 'untouched');
    expect(await cache.get('session')).toEqual({ userId: 'u1' });

    expect(await cache.touch('never-set', 1_000)).toBe(false);
    await cache.set('logged-out', 'x');
    await cache.delete('logged-out');
    expect(await cache.touch('logged-out', 1_000)).toBe(false);
    expect(await cache.get('logged-out')).toBeUndefined();
  });

  it('replace writes over the value it was given while the entry still holds it, keeping the entry\'s lifetime', async () => {
    const cache = await openCache();
    await cache.set('article:p-kalium', { views: 3, title: 'P-Kalium' }, SHORT_TTL_MS);
    const read = await cache.get<{ views: number; title: string }>('article:p-kalium');
    expect(await cache.replace('article:p-kalium', read, { ...read!, views: 4 })).toBe(true);
    expect(await cache.get('article:p-kalium')).toEqual({ views: 4, title: 'P-Kalium' });
    // Gone within seconds: the replaced entry kept its lifetime instead of taking the 60 s default.
    await expiry(cache, 'article:p-kalium');
  });

  it('replace writes nothing when the entry changed since it was read', async () => {
    const cache = await openCache();
    await cache.set('article:p-kalium', { views: 3, title: 'P-Kalium' });
    const read = await cache.get<{ views: number; title: string }>('article:p-kalium');
    await cache.set('article:p-kalium', { views: 3, title: 'P-Kalium (reviderad)' });
    expect(await cache.replace('article:p-kalium', read, { ...read!, views: 4 })).toBe(false);
    expect(await cache.get('article:p-kalium')).toEqual({ views: 3, title: 'P-Kalium (reviderad)' });
  });

  it('replace does not bring back an entry that is missing, deleted or expired', async () => {
    const cache = await openCache();
    expect(await cache.replace('never-set', 1, 2)).toBe(false);
    await cache.set('dropped', 1);
    await cache.delete('dropped');
    expect(await cache.replace('dropped', 1, 2)).toBe(false);
    await cache.set('expired', 1, SHORT_TTL_MS);
    await expiry(cache, 'expired');
    expect(await cache.replace('expired', 1, 2)).toBe(false);
    for (const key of ['never-set', 'dropped', 'expired']) expect(await cache.get(key)).toBeUndefined();
  });

  it('deletes one key, and deleting a missing key is not an error', async () => {
    const cache = await openCache();
    await cache.set('a', 1);
    await cache.set('b', 2);
    await cache.delete('a');
    await cache.delete('never-set');
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('b')).toBe(2);
  });

  it('deletes by prefix exactly the keys that start with it', async () => {
    const cache = await openCache();
    for (const key of ['article:1', 'article:2', 'article:sv:3', 'articles', 'list:article:1', 'tag-counts']) {
      await cache.set(key, key);
    }
    await cache.deleteByPrefix('article:');
    expect(await cache.get('article:1')).toBeUndefined();
    expect(await cache.get('article:2')).toBeUndefined();
    expect(await cache.get('article:sv:3')).toBeUndefined();
    expect(await cache.get('articles')).toBe('articles');
    expect(await cache.get('list:article:1')).toBe('list:article:1');
    expect(await cache.get('tag-counts')).toBe('tag-counts');
  });

  it('treats glob characters in a prefix literally', async () => {
    const cache = await openCache();
    for (const key of ['q*:1', 'qx:1', 'q?:1', 'q[a]:1', 'qa:1', 'q\\:1']) await cache.set(key, key);
    await cache.deleteByPrefix('q*');
    await cache.deleteByPrefix('q?');
    await cache.deleteByPrefix('q[a]');
    await cache.deleteByPrefix('q\\');
    expect(await cache.get('qx:1')).toBe('qx:1');
    expect(await cache.get('qa:1')).toBe('qa:1');
    for (const key of ['q*:1', 'q?:1', 'q[a]:1', 'q\\:1']) expect(await cache.get(key)).toBeUndefined();
  });

  it('deletes by prefix across many keys', async () => {
    const cache = await openCache({ maxEntries: 5000 });
    await Promise.all(Array.from({ length: 2500 }, (_, i) => cache.set(`list:page:${i}`, i)));
    await cache.set('keep', true);
    await cache.deleteByPrefix('list:');
    const left = await Promise.all(Array.from({ length: 2500 }, (_, i) => cache.get(`list:page:${i}`)));
    expect(left.filter((v) => v !== undefined)).toEqual([]);
    expect(await cache.get('keep')).toBe(true);
  });

  it('keeps namespaces apart: same keys, separate values, prefix deletion stays inside', async () => {
    const http = await openCache();
    const sessions = await openCache();
    await http.set('k', 'http value');
    await sessions.set('k', 'session value');
    expect(await http.get('k')).toBe('http value');
    expect(await sessions.get('k')).toBe('session value');
    await http.deleteByPrefix('');
    expect(await http.get('k')).toBeUndefined();
    expect(await sessions.get('k')).toBe('session value');
  });

  it('refuses a namespace that could overlap another', async () => {
    await expect(open({ namespace: 'http:x', maxEntries: 10, defaultTtlMs: 1000 })).rejects.toThrow('Invalid cache namespace');
  });

  it('answers ping while it is open', async () => {
    const cache = await openCache();
    await expect(cache.ping()).resolves.toBeUndefined();
  });
}
