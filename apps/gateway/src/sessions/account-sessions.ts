import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { SESSION_PUBLIC_ID_LENGTH, type AccountSession } from '@labmedicin/contracts';
import { cacheToken, type Cache } from '@labmedicin/platform';
import type { SessionData } from 'express-session';
import { UAParser } from 'ua-parser-js';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { SESSIONS_CACHE } from './session.middleware';

/** Last seen is written at most this often per session: a request costs no write. */
const LAST_SEEN_EVERY_MS = 60_000;

const indexKey = (userId: string) => `account:${userId}`;

/** The id a session is shown and ended by: a hash, so the list never hands out a cookie's value. */
const publicSessionId = (sid: string) => createHash('sha256').update(sid).digest('base64url').slice(0, SESSION_PUBLIC_ID_LENGTH);

/** "Chrome 120" and "Linux" from a user agent; '' for what it does not say. */
export function describeUserAgent(userAgent: string | undefined): { browser: string; system: string } {
  const parser = new UAParser(userAgent ?? '');
  const browser = parser.getBrowser();
  const os = parser.getOS();
  return {
    browser: [browser.name, browser.major].filter(Boolean).join(' '),
    system: [os.name, os.version].filter(Boolean).join(' '),
  };
}

type StoredSession = SessionData & { cookie: unknown };

/**
 * Which sessions each account has, beside the sessions themselves in the session store (the
 * 'sessions' cache: in-process embedded, Redis in production): `account:<userId>` lists the
 * session ids, changed only by compare-and-swap so that replicas adding and ending sessions at
 * once lose none. Ending a session deletes it from the store, so its cookie is worthless at its
 * next request on any replica. Ids whose session expired are dropped when the list is read.
 */
@Injectable()
export class AccountSessions {
  constructor(
    @Inject(cacheToken(SESSIONS_CACHE)) private readonly cache: Cache,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /** Adds a session just signed in to its account's list. */
  async add(userId: string, sid: string): Promise<void> {
    await this.changeIndex(userId, (sids) => (sids.includes(sid) ? sids : [...sids, sid]));
    // The list lives as long as its newest session.
    await this.cache.touch(indexKey(userId), this.config.session.maxAgeMs);
  }

  /** The account's live sessions opened under its current generation, most recently seen first. */
  async list(userId: string, generation: number, currentSid: string): Promise<AccountSession[]> {
    const live = await this.live(userId, generation);
    return live
      .map(({ sid, session }) => ({
        id: publicSessionId(sid),
        browser: session.browser ?? '',
        system: session.system ?? '',
        signedInAt: session.signedInAt ?? '',
        lastSeenAt: session.lastSeenAt ?? session.signedInAt ?? '',
        current: sid === currentSid,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current) || b.lastSeenAt.localeCompare(a.lastSeenAt));
  }

  /** Ends the sessions of the account that `which` picks; how many ended. */
  async end(userId: string, which: (sid: string) => boolean): Promise<number> {
    const sids = (await this.cache.get<string[]>(indexKey(userId))) ?? [];
    const doomed = sids.filter(which);
    await Promise.all(doomed.map((sid) => this.cache.delete(sid)));
    await this.changeIndex(userId, (current) => current.filter((sid) => !doomed.includes(sid)));
    return doomed.length;
  }

  /** The session id behind a public id, if it is one of the account's. */
  async find(userId: string, publicId: string): Promise<string | undefined> {
    const sids = (await this.cache.get<string[]>(indexKey(userId))) ?? [];
    return sids.find((sid) => publicSessionId(sid) === publicId);
  }

  /**
   * Notes the session's request when its last-seen time is a minute old: compare-and-swap on the
   * stored session, so a session ended meanwhile (on any replica) is not brought back.
   */
  async seen(sid: string, lastSeenAt: string | undefined): Promise<void> {
    const now = Date.now();
    if (lastSeenAt && now - Date.parse(lastSeenAt) < LAST_SEEN_EVERY_MS) return;
    const stored = await this.cache.get<StoredSession>(sid);
    if (!stored) return;
    await this.cache.replace(sid, stored, { ...stored, lastSeenAt: new Date(now).toISOString() });
  }

  private async live(userId: string, generation: number): Promise<{ sid: string; session: StoredSession }[]> {
    const sids = (await this.cache.get<string[]>(indexKey(userId))) ?? [];
    const sessions = await Promise.all(sids.map(async (sid) => ({ sid, session: await this.cache.get<StoredSession>(sid) })));
    const live = sessions.filter(
      (entry): entry is { sid: string; session: StoredSession } =>
        entry.session?.userId === userId && (entry.session.generation ?? 0) >= generation,
    );
    if (live.length < sids.length) {
      const kept = new Set(live.map(({ sid }) => sid));
      await this.changeIndex(userId, (current) => current.filter((sid) => kept.has(sid) || !sids.includes(sid)));
    }
    return live;
  }

  /** Rewrites the account's list by compare-and-swap, again from the new value when another write came first. */
  private async changeIndex(userId: string, change: (sids: string[]) => string[]): Promise<void> {
    const key = indexKey(userId);
    for (let attempt = 0; attempt < 20; attempt++) {
      const current = await this.cache.get<string[]>(key);
      const next = change(current ?? []);
      if (current === undefined) {
        if (next.length > 0) await this.cache.set(key, next, this.config.session.maxAgeMs);
        return;
      }
      if (next.length === current.length && next.every((sid, i) => sid === current[i])) return;
      if (await this.cache.replace(key, current, next)) return;
    }
    throw new Error(`the sessions list of ${userId} kept changing; not updated`);
  }
}
