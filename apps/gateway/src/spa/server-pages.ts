import { API_BASE, DEFAULT_LANGUAGE, LANGUAGES, LOGGED_OUT, articleSlugSchema, languageInCookies, type ErrorCode, type Language } from '@labmedicin/contracts';
import type { Request, Response } from 'express';
import { readFileSync } from 'node:fs';
import { Agent, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { Logger } from 'pino';
import type { ArticleViewsService } from '../articles/article-views.service';
import type { GatewayRequest } from '../common/gateway-request';
import { SESSION_COOKIE_NAME } from '../config/gateway.config';
import { ARTICLE_CACHE, ARTICLE_CACHE_TTL_MS } from '../http-cache/article-cache';
import type { AnswerKey } from '../http-cache/cached-answer';
import { cacheCounters } from '../http-cache/cache-metrics';
import { answerOfText, type HttpCacheService } from '../http-cache/http-cache.service';
import { CACHE_STATUS_HEADER, PUBLIC_CACHE_CONTROL } from '../http-cache/public-cache.interceptor';
import { UNMATCHED_ROUTE, answeredBy } from '../http-metrics/http-metrics';

/** The server render's entry, built by `vite build --ssr` next to the SPA (the web app's src/entry-server.tsx). */
export const SERVER_ENTRY = join('server', 'entry-server.cjs');

/** Where the reader's language choice is kept (the SPA's language switch writes it). */

interface PageRequest {
  url: string;
  origin: string;
  language: Language;
  /** The web app reads `ok`, `status` and the JSON of an answer (its ApiResponse). */
  api: (path: string, init: RequestInit) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>;
}

/** What the gateway uses of the built entry; it is loaded at run time, never compiled in. */
interface ServerEntry {
  renderPage(template: string, request: PageRequest): Promise<{ status: number; html: string } | null>;
  /** The route template of a page's path; undefined for the not-found page. */
  pageRouteOf(pathname: string): string | undefined;
  /** False for the pages the browser renders alone (sign-in, the admin area): they never wait for a render's turn. */
  isServerRendered(path: string): boolean;
  /** Such a page as sent: index.html in the reader's language, saying without JavaScript that it needs it. */
  browserPage(template: string, language: Language): string;
  /** An error code's text in a language, from the web app's locale files. */
  errorText(code: ErrorCode, language: Language): string;
}

/** A page shown to a logged-in reader: theirs alone, never kept by a shared cache. */
const READER_PAGE_CACHE_CONTROL = 'private, no-cache';

/** Answers that must not be kept: error pages, which a retry may turn into the page. */
const UNCACHED_PAGE_CACHE_CONTROL = 'no-cache';

/** The SPA's session check, which every page makes. */
const SESSION_READ = '/auth/me';

/** What the session check answers a reader without a session cookie, ready to hand to the page. */
const LOGGED_OUT_ANSWER: ApiAnswer = { status: 200, body: JSON.stringify(LOGGED_OUT) };

interface ApiAnswer {
  status: number;
  body: string;
}

/** The one article a page shows, named in its API read (for counting the views of cached pages). */
const ARTICLE_READ = /^\/articles\/[^/?]+$/;

/**
 * Pages rendered at once. A render is mostly CPU and its API reads go through this same process,
 * so more at once only makes each wait longer; the others wait their turn, first come first served.
 */
const CONCURRENT_RENDERS = 4;

/** The pages whose data the public cache holds (profiles are read fresh, as their API is). */
const CACHED_PAGE = /^\/(?!profile\/)/;

/** The reader's language: the cookie of the language switch, else the browser's Accept-Language, else Swedish. */
function languageOf(req: Request): Language {
  const chosen = languageInCookies(req.get('cookie'));
  if (chosen) return chosen;
  if (!req.get('accept-language')) return DEFAULT_LANGUAGE;
  return (req.acceptsLanguages(...LANGUAGES) || DEFAULT_LANGUAGE) as Language;
}

function cookieOf(req: Request, name: string): string | undefined {
  for (const part of (req.get('cookie') ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * Public pages rendered on the server from the SPA's own components, with the data of the same
 * API reads the SPA makes, answered by this gateway's own routes over loopback (so through their
 * validation, access rules and public cache; a page shows exactly what the JSON API answers).
 * Anonymous readers' pages are kept in the 'http' cache per origin, language and URL, dropped
 * by the same content events as the JSON answers, and sent with ETag and Cache-Control.
 */
export class ServerPages {
  private constructor(
    private readonly entry: ServerEntry,
    private readonly template: string,
    private readonly server: Server,
    private readonly cache: HttpCacheService,
    private readonly views: ArticleViewsService,
  ) {}

  private rendering = 0;
  private readonly waitingRenders: (() => void)[] = [];
  /** Connections to this gateway's own API, kept open between the pages' reads. */
  private readonly loopback = new Agent({ keepAlive: true });

  /** Null when the web app was built without its server entry: pages are then the SPA's shell. */
  static load(distDir: string, deps: { server: Server; cache: HttpCacheService; views: ArticleViewsService; logger: Logger }): ServerPages | null {
    let entry: ServerEntry;
    try {
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- the built web app, found at run time
      entry = require(join(distDir, SERVER_ENTRY)) as ServerEntry;
    } catch (error) {
      deps.logger.warn({ distDir, err: error }, 'No server render of the web app (WEB_DIST_DIR/server/entry-server.cjs): pages are rendered in the browser only');
      return null;
    }
    const template = readFileSync(join(distDir, 'index.html'), 'utf8');
    const pages = new ServerPages(entry, template, deps.server, deps.cache, deps.views);
    deps.server.once('close', () => pages.loopback.destroy());
    return pages;
  }

  /** Answers the page; false when the page is the browser's alone (the caller sends the shell). */
  async answer(req: Request, res: Response): Promise<boolean> {
    if (!this.entry.isServerRendered(req.path)) return false;
    const language = languageOf(req);
    const origin = `${req.protocol}://${req.get('host') ?? 'localhost'}`;
    const reader = cookieOf(req, SESSION_COOKIE_NAME) !== undefined;
    res.vary('Cookie');
    res.vary('Accept-Language');
    answeredBy(res, this.entry.pageRouteOf(req.path) ?? UNMATCHED_ROUTE);
    const cached = !reader && CACHED_PAGE.test(req.path);
    const key = `${origin} ${language} ${req.originalUrl}`;
    const generation = this.cache.generation(ARTICLE_CACHE.pages);
    if (cached) {
      const hit = await this.cache.get(ARTICLE_CACHE.pages, key);
      if (hit) {
        cacheCounters(ARTICLE_CACHE.pages).hit.inc();
        if (hit.subject) this.views.record(hit.subject);
        this.cache.keepReady(req, res, ARTICLE_CACHE.pages, key, hit, generation);
        this.send(req, res, { status: 200, html: hit.json, etag: hit.etag, cacheStatus: 'HIT', reader });
        return true;
      }
    }
    let articleId: string | undefined;
    let articleAnswer: AnswerKey | undefined;
    const page = await this.inTurn(() =>
      this.entry.renderPage(this.template, {
        url: req.originalUrl,
        origin,
        language,
        api: async (path, init) => {
          const answer = await this.apiAnswer(req, path, init, reader);
          const payload = jsonOf(answer.body);
          const shown = ARTICLE_READ.test(path) ? publishedArticleIdOf(payload) : undefined;
          if (shown) {
            articleId = shown;
            articleAnswer = articleAnswerOf(path);
          }
          // Not a fetch Response: reading its body stream cost more than parsing the JSON.
          const json = () => (payload === undefined ? Promise.reject(new SyntaxError(`The answer to ${path} is not JSON`)) : Promise.resolve(payload));
          return { ok: answer.status >= 200 && answer.status < 300, status: answer.status, json };
        },
      }),
    );
    if (!page) return false;
    // Counted once the page is one the server renders: the browser's pages are no miss.
    if (cached || reader) cacheCounters(ARTICLE_CACHE.pages)[cached ? 'miss' : 'bypass'].inc();
    if (page.status !== 200) {
      this.send(req, res, { ...page, reader });
      return true;
    }
    const stored = answerOfText(page.html, articleId, articleAnswer);
    if (cached) {
      await this.cache.put(ARTICLE_CACHE.pages, key, stored, generation, ARTICLE_CACHE_TTL_MS);
      this.cache.keepReady(req, res, ARTICLE_CACHE.pages, key, stored, generation);
    }
    this.send(req, res, { status: 200, html: page.html, etag: stored.etag, cacheStatus: cached ? 'MISS' : undefined, reader });
    return true;
  }

  /** Sends a page the browser renders alone (or one whose render failed): the SPA's shell in the reader's language. */
  sendBrowserPage(req: Request, res: Response): void {
    res.vary('Cookie');
    res.vary('Accept-Language');
    res.status(200).type('html').send(this.entry.browserPage(this.template, languageOf(req)));
  }

  /**
   * A refusal's text for a page (not the API) in the reader's language, as the pages choose it
   * (language cookie, else Accept-Language, else Swedish), with the headers that say so.
   */
  refusalText(req: Request, res: Response, code: ErrorCode): string {
    const language = languageOf(req);
    res.setHeader('Content-Language', language);
    res.vary('Cookie');
    res.vary('Accept-Language');
    return this.entry.errorText(code, language);
  }

  /** Runs a render when one of the CONCURRENT_RENDERS is free; a finished render hands its place to the longest waiting. */
  private async inTurn<T>(render: () => Promise<T>): Promise<T> {
    if (this.rendering < CONCURRENT_RENDERS) this.rendering += 1;
    else await new Promise<void>((start) => this.waitingRenders.push(start));
    try {
      return await render();
    } finally {
      const next = this.waitingRenders.shift();
      if (next) next();
      else this.rendering -= 1;
    }
  }

  /** One API read of the page, from this gateway's own routes, as the reader (their session cookie, if any). */
  private apiAnswer(req: Request, path: string, init: RequestInit, reader: boolean): Promise<ApiAnswer> {
    const method = init.method ?? 'GET';
    // Without a session cookie there is no session to look up: a round trip through the full
    // pipeline would only say so, and it cost as much as the article's own read.
    if (!reader && method === 'GET' && path === SESSION_READ) return Promise.resolve(LOGGED_OUT_ANSWER);
    // Identity: a compressed answer would only be inflated again here (another 200 µs or so a read).
    const headers: Record<string, string> = { accept: 'application/json', 'accept-encoding': 'identity', 'x-request-id': (req as GatewayRequest).requestId };
    if (reader) headers.cookie = req.get('cookie') ?? '';
    const { port } = this.server.address() as AddressInfo;
    // node:http rather than fetch: a read's own cost in fetch was about twice node:http's (300 against 130 µs of CPU).
    return new Promise((resolve, reject) => {
      const apiReq = httpRequest({ host: '127.0.0.1', port, path: `${API_BASE}${path}`, method, headers, agent: this.loopback }, (apiRes) => {
        const chunks: Buffer[] = [];
        apiRes.on('data', (chunk: Buffer) => chunks.push(chunk));
        apiRes.on('end', () => resolve({ status: apiRes.statusCode ?? 502, body: Buffer.concat(chunks).toString('utf8') }));
        apiRes.on('error', reject);
      });
      apiReq.on('error', reject);
      apiReq.end();
    });
  }

  private send(req: Request, res: Response, page: { status: number; html: string; etag?: string; cacheStatus?: 'HIT' | 'MISS'; reader: boolean }): void {
    if (page.cacheStatus) res.setHeader(CACHE_STATUS_HEADER, page.cacheStatus);
    if (page.status !== 200 || !page.etag) {
      res.setHeader('Cache-Control', page.reader ? READER_PAGE_CACHE_CONTROL : UNCACHED_PAGE_CACHE_CONTROL);
      res.status(page.status).type('html').send(page.html);
      return;
    }
    res.setHeader('Cache-Control', page.reader ? READER_PAGE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
    res.setHeader('ETag', page.etag);
    // Express answers 304 itself when If-None-Match has this ETag.
    res.status(200).type('html').send(page.html);
  }
}

/** The article's cached JSON answer a page's read of `/articles/:slug` comes from, keyed as its route keys it. */
function articleAnswerOf(path: string): AnswerKey | undefined {
  let slug: string;
  try {
    slug = decodeURIComponent(path.slice('/articles/'.length));
  } catch {
    return undefined;
  }
  const parsed = articleSlugSchema.safeParse({ slug });
  return parsed.success ? { family: ARTICLE_CACHE.article, key: parsed.data.slug } : undefined;
}

/** The id of a published article in its API answer; an editor's draft is no view. */
function publishedArticleIdOf(payload: unknown): string | undefined {
  const data = (payload as { data?: { _id?: unknown; status?: unknown } } | null | undefined)?.data;
  return data?.status === 'published' && typeof data._id === 'string' ? data._id : undefined;
}

/** The answer's JSON; undefined when it is none. */
function jsonOf(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}
