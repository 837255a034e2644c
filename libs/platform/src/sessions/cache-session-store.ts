import { Store, type SessionData } from 'express-session';
import type { Cache } from '../cache';

type Done = (error?: unknown) => void;

/**
 * express-session's store over the Cache port: in-process embedded, Redis in production, where
 * every gateway replica sees the same sessions and a logout or role change applies at once.
 * Each session lives as long as its cookie (maxAge as TTL); a cookie without maxAge, which ends
 * with the browser, leaves the server copy to the cache's default TTL. The cache should be a
 * namespace of its own (`sessions`), since keys are the bare session ids.
 */
export class CacheSessionStore extends Store {
  constructor(private readonly cache: Cache) {
    super();
  }

  override get(sid: string, callback: (error: unknown, session?: SessionData | null) => void): void {
    this.cache.get<SessionData>(sid).then(
      (session) => callback(null, session ?? null),
      (error: unknown) => callback(error),
    );
  }

  override set(sid: string, session: SessionData, callback?: Done): void {
    const ttlMs = remainingMs(session);
    const saved = ttlMs !== undefined && ttlMs <= 0 ? this.cache.delete(sid) : this.cache.set(sid, session, ttlMs);
    settle(saved, callback);
  }

  override destroy(sid: string, callback?: Done): void {
    settle(this.cache.delete(sid), callback);
  }

  /**
   * Extends the TTL only. Rewriting the session here would bring back one that a concurrent
   * request has just destroyed (logout) or changed.
   */
  override touch(sid: string, session: SessionData, callback?: Done): void {
    const ttlMs = remainingMs(session);
    const touched = ttlMs !== undefined && ttlMs <= 0 ? this.cache.delete(sid) : this.cache.touch(sid, ttlMs);
    settle(touched, callback);
  }
}

/** The cookie's remaining lifetime in ms, or undefined for a cookie that ends with the browser. */
function remainingMs(session: SessionData): number | undefined {
  const maxAge = session.cookie.maxAge;
  return typeof maxAge === 'number' ? maxAge : undefined;
}

function settle(operation: Promise<unknown>, callback?: Done): void {
  operation.then(
    () => callback?.(),
    (error: unknown) => callback?.(error),
  );
}
