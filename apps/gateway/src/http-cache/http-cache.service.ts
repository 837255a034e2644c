import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { cacheToken, type Cache } from '@labmedicin/platform';
import { hash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import type { AnswerKey, CachedAnswer } from './cached-answer';
import { ReadyAnswers } from './ready-answers';

export const HTTP_CACHE = 'http';

/** How long a public answer is kept at most; events and the gateway's own writes drop it sooner. */
export const HTTP_CACHE_TTL_MS = 5 * 60_000;

/** Tries at patching one answer's view count while other gateways' patches of it win the race. */
const PATCH_ATTEMPTS = 3;

/** The strong ETag of an answer: the SHA-1 of its UTF-8 bytes (given as text, or as the bytes themselves). */
function etagOf(answer: string | Buffer): string {
  return `"${hash('sha1', answer, 'base64url')}"`;
}

export function answerOf(body: unknown, subject?: string): CachedAnswer {
  return answerOfText(JSON.stringify(body), subject);
}

/**
 * An answer made to be sent now: its text for the cache, and its UTF-8 bytes, encoded once for
 * both the ETag and the socket (a string would be encoded again by each).
 */
export function sentAnswerOf(body: unknown, subject?: string): { answer: CachedAnswer; bytes: Buffer } {
  const json = JSON.stringify(body);
  const bytes = Buffer.from(json);
  return { answer: { etag: etagOf(bytes), json, ...(subject === undefined ? {} : { subject }) }, bytes };
}

/** A stored answer of this text (JSON, or a rendered page's HTML), its strong ETag computed once. */
export function answerOfText(text: string, subject?: string, madeFrom?: AnswerKey): CachedAnswer {
  return {
    etag: etagOf(text),
    json: text,
    ...(subject === undefined ? {} : { subject }),
    ...(madeFrom === undefined ? {} : { madeFrom }),
  };
}

/**
 * Public GET answers by family ('categories', 'article', ...) and key, in the platform cache ('http'
 * namespace; shared by all replicas with Redis). A family is dropped as a whole, or one key of it,
 * when its data changes. With HTTP_CACHE=off nothing is kept.
 */
@Injectable()
export class HttpCacheService implements OnModuleDestroy {
  private readonly logger = new Logger(HttpCacheService.name);
  /**
   * Bumped by every drop in a family. An answer fetched while a drop happened may predate the
   * change, so it is not stored (else it would be served until its TTL ends).
   */
  private readonly generations = new Map<string, number>();
  private readonly enabled: boolean;
  /** The cache lives in this process (embedded profile), not in Redis shared with other gateways. */
  private readonly inProcess: boolean;
  /**
   * The answers (family and key) that show each article, kept so a view count moves in them: those
   * this gateway stored or read, which are those its counted reads were answered from.
   */
  private readonly showing = new Map<string, Map<string, AnswerKey>>();
  /** Copies of anonymous answers as ready bytes for the hot path (see ReadyAnswers). */
  readonly ready: ReadyAnswers;
  /** When each page made again for its views may be made again next, and the timer if that is due (see renewPage). */
  private readonly pageRenewals = new Map<string, { next: number; due?: NodeJS.Timeout }>();
  private readonly pageViewsRenewMs: number;

  constructor(
    @Inject(cacheToken(HTTP_CACHE)) private readonly cache: Cache,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.enabled = config.httpCache;
    this.pageViewsRenewMs = config.pageViewsRenewMs;
    this.inProcess = config.httpCache && config.platform.redis === null;
    this.ready = new ReadyAnswers(this.inProcess);
  }

  /** The cached answer; none when the cache itself does not answer (Redis down): the service is asked instead. */
  async get(family: string, key: string): Promise<CachedAnswer | undefined> {
    if (!this.enabled) return undefined;
    const answer = await this.cache.get<CachedAnswer>(keyOf(family, key)).catch(() => undefined);
    if (answer) this.rememberShowing(answer, family, key);
    return answer;
  }

  /** Taken before fetching an answer, handed to put() after. */
  generation(family: string): number {
    return this.generations.get(family) ?? 0;
  }

  /**
   * Stores the answer unless the family was dropped since `generation` was taken; a cache that does
   * not answer keeps nothing, and the reader still gets the answer.
   */
  async put(family: string, key: string, answer: CachedAnswer, generation: number, ttlMs?: number): Promise<void> {
    if (!this.enabled || this.generation(family) !== generation) return;
    const ttl = ttlMs ?? HTTP_CACHE_TTL_MS;
    answer.expiresAt = Date.now() + ttl;
    const stored = await this.cache.set(keyOf(family, key), answer, ttl).then(
      () => true,
      () => false,
    );
    if (stored) this.rememberShowing(answer, family, key);
  }

  /** Drops one answer of a family. */
  forget(family: string, key: string): Promise<void> {
    this.bump(family);
    this.ready.drop(family, key);
    return this.cache.delete(keyOf(family, key));
  }

  invalidate(family: string): Promise<void> {
    this.bump(family);
    this.ready.drop(family);
    return this.cache.deleteByPrefix(`${family}:`);
  }

  /**
   * An anonymous reader is sent this cached answer: once it is out with all its headers, a ready
   * copy is kept for the hot path, unless the family was dropped since `generation` was taken.
   */
  keepReady(req: IncomingMessage, res: ServerResponse, family: string, key: string, answer: CachedAnswer, generation: number): void {
    if (!this.ready.enabled) return;
    res.once('finish', () => {
      if (this.generation(family) === generation) this.ready.keep(req, res, family, key, answer);
    });
  }

  /**
   * Moves the view count the cached answers of an article show by `count` (reads counted here since
   * the last report), so a reader sees it follow the reads while the answers stay cached. JSON
   * answers (`data.views`) are patched with Cache.replace: written only while the entry still holds
   * what was read, keeping its lifetime, so an entry dropped or stored anew meanwhile (a content
   * event, here or on another gateway over Redis) is never brought back with the old article.
   * Other answers that show the article (rendered pages) are dropped and made again from the
   * patched JSON (here their ready copies serve meanwhile: ReadyAnswers.renew). Not as a change of
   * the family: answers being made meanwhile may still be stored (their count is a second old at
   * most). With several gateways each patches by the reads it counted itself, and it knows the
   * answers it stored or read itself, which are those its counted reads were answered from.
   */
  async viewsAdded(subject: string, count: number): Promise<void> {
    if (!this.enabled) return;
    const answers = this.showing.get(subject);
    if (!answers) return;
    this.showing.delete(subject);
    const pages: AnswerKey[] = [];
    await Promise.all(
      [...answers.values()].map(async ({ family, key }) => {
        const patched = await this.addViews(family, key, count);
        if (patched === 'page') pages.push({ family, key });
        else if (patched) {
          this.remember(subject, family, key);
          this.ready.replace(family, key, patched);
        }
      }),
    );
    // After the JSON, so a page made again reads the new count.
    for (const page of pages) await this.renewPage(page);
  }

  onModuleDestroy(): void {
    for (const { due } of this.pageRenewals.values()) clearTimeout(due);
    this.pageRenewals.clear();
  }

  /**
   * Has a page that shows an article's views made again from the patched JSON, at most once every
   * pageViewsRenewMs (up to half as long again, drawn at random, so pages read together drift apart
   * instead of being rendered together at every turn): at once if the time is up, else when it is,
   * with every view reported until then. A render costs milliseconds of the gateway's CPU: made
   * again at every report, 55 article pages read at once took the cached page reads from 14,700 to
   * 4,200 a second.
   */
  private async renewPage(page: AnswerKey): Promise<void> {
    const id = keyOf(page.family, page.key);
    const last = this.pageRenewals.get(id);
    const wait = last ? last.next - Date.now() : 0;
    if (wait <= 0) return this.remakePage(id, page);
    if (last && !last.due) {
      last.due = setTimeout(() => {
        this.remakePage(id, page).catch((error: Error) => this.logger.warn(`Page ${id} not made again for its views: ${error.message}`));
      }, wait).unref();
    }
  }

  private async remakePage(id: string, { family, key }: AnswerKey): Promise<void> {
    // A timer that fired late may still be pending when a report finds the time up: one render.
    clearTimeout(this.pageRenewals.get(id)?.due);
    this.forgetOldPageRenewals();
    this.pageRenewals.set(id, { next: Date.now() + this.pageViewsRenewMs * (1 + Math.random() / 2) });
    await this.cache.delete(id);
    this.ready.renew(family, key);
  }

  /** Entries whose time is up and with nothing due say nothing any more; kept to a few thousand pages. */
  private forgetOldPageRenewals(): void {
    if (this.pageRenewals.size < 4096) return;
    const now = Date.now();
    for (const [id, { next, due }] of this.pageRenewals) if (next <= now && !due) this.pageRenewals.delete(id);
  }

  /**
   * Patches the count of one cached JSON answer; 'page' when it has none, undefined when it is gone.
   * Tried again while another gateway's patch of the same entry wins the race (it keeps expiresAt;
   * an answer stored anew has its own), never on an answer stored anew, whose count may already
   * hold these views.
   */
  private async addViews(family: string, key: string, count: number): Promise<CachedAnswer | 'page' | undefined> {
    let expiresAt: number | undefined;
    for (let attempt = 0; attempt < PATCH_ATTEMPTS; attempt++) {
      const answer = await this.cache.get<CachedAnswer>(keyOf(family, key));
      if (!answer?.expiresAt || (expiresAt !== undefined && answer.expiresAt !== expiresAt)) return undefined;
      expiresAt = answer.expiresAt;
      const patched = withViewsAdded(answer, count);
      if (!patched) return 'page';
      if (await this.cache.replace(keyOf(family, key), answer, patched)) return patched;
    }
    return undefined;
  }

  private rememberShowing(answer: CachedAnswer, family: string, key: string): void {
    if (answer.subject === undefined) return;
    this.remember(answer.subject, family, key);
    if (answer.madeFrom) this.remember(answer.subject, answer.madeFrom.family, answer.madeFrom.key);
  }

  private remember(subject: string, family: string, key: string): void {
    let answers = this.showing.get(subject);
    if (!answers) this.showing.set(subject, (answers = new Map()));
    answers.set(keyOf(family, key), { family, key });
  }

  private bump(family: string): void {
    this.generations.set(family, this.generation(family) + 1);
  }
}

/** The answer with its `data.views` moved by `count`; null when it is no JSON answer with a count (a page). */
function withViewsAdded(answer: CachedAnswer, count: number): CachedAnswer | null {
  let body: { data?: { views?: unknown } };
  try {
    body = JSON.parse(answer.json) as typeof body;
  } catch {
    return null;
  }
  if (typeof body.data?.views !== 'number') return null;
  body.data.views += count;
  return { ...answerOf(body, answer.subject), expiresAt: answer.expiresAt };
}

function keyOf(family: string, key: string): string {
  return `${family}:${key}`;
}
