import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { SESSION_COOKIE_NAME } from '../config/gateway.config';
import { answeredBy, routeOf } from '../http-metrics/http-metrics';
import type { CachedAnswer } from './cached-answer';
import { cacheCounters } from './cache-metrics';

/** Below this a compressed body saves less than its headers and the work cost. */
const COMPRESS_ABOVE_BYTES = 1024;

/**
 * Quality 5: about the ratio of gzip -9 at a fraction of brotli's default (11) cost, since an
 * answer is compressed again each time its view count moves.
 */
const BROTLI_QUALITY = 5;

/**
 * Bytes of ready answers (all encodings) kept at most; the oldest go first. Each also lives in the
 * 'http' cache, which holds the truth: a copy dropped here only sends its next read through the
 * full pipeline. Bounded by size, since rendered pages weigh tens of kilobytes each.
 */
const MAX_READY_BYTES = 32 * 1024 * 1024;

/** Headers of the full pipeline's answer that belong to that one request or are set per variant here. */
const PER_REQUEST_HEADERS = new Set(['x-request-id', 'x-cache', 'content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding']);

/** Headers that describe a body, left out of a 304. */
const BODY_HEADERS = new Set(['content-type', 'content-length', 'content-encoding']);

/** One encoding of an answer: its bytes and its whole header list, flat, ready for writeHead. */
interface Variant {
  body: Buffer;
  headers: string[];
  /** The same headers without the body's, for a 304. */
  notModified: string[];
  /** The whole answer as bytes on the wire for the socket front (ready-sockets.ts), made again when its tail (date, connection) changes. */
  wire?: WireAnswers;
}

/** A variant's 200 and 304 as Node's ServerResponse would write them, for one tail. */
interface WireAnswers {
  tail: string;
  ok: Buffer;
  notModified: Buffer;
}

/** What the socket front read of a request: its URL and the headers that decide the answer, as Node's parser gives them. */
export interface ReadyRequest {
  url: string;
  host?: string;
  forwardedProto?: string;
  forwardedHost?: string;
  acceptLanguage?: string;
  cookie?: string;
  acceptEncoding?: string;
  ifNoneMatch?: string;
  cacheControl?: string;
}

/** The bytes of a ready answer for the socket front, with what the request metrics record of it. */
export interface WireAnswer {
  bytes: Buffer;
  status: 200 | 304;
  route: string;
}

/** A public answer as sent on the fast path: the full pipeline's headers, computed once, and its bytes in each encoding. */
interface ReadyAnswer {
  family: string;
  key: string;
  subject?: string;
  expiresAt: number;
  /** Made again by the next matching request (see renew); the others still get this copy meanwhile. */
  renew: boolean;
  etag: string;
  /** The full pipeline's headers of this answer, without the per-request and per-variant ones. */
  base: [string, string][];
  /** The route template the full pipeline answered it by, for http_request_duration_seconds. */
  route: string;
  /** Its family's count of reads answered here. */
  served: { inc(): void };
  identity: Variant;
  gzip?: Variant;
  br?: Variant;
}

/**
 * The gateway's hot path: anonymous public reads whose answer is in the 'http' cache, answered by
 * the raw HTTP listener before Express and Nest see the request (no session lookup, body parsing,
 * request log or interceptors), as ready bytes with the headers the full pipeline sent when it
 * stored them (security headers included). A request is matched by everything that could change
 * the answer or its headers (requestKey); anything
 * else (a session cookie, a miss, another method) goes through the full pipeline, which fills
 * this store again. Only with the in-process cache: with Redis, another gateway may drop a
 * shared answer on an event this one never sees, so a copy kept here could go stale.
 */
export class ReadyAnswers {
  private readonly answers = new Map<string, ReadyAnswer>();
  private bytes = 0;
  /** Connections the socket front handed over with a request that makes a ready copy again (readyFor). */
  private readonly toPipeline = new WeakSet<object>();

  constructor(readonly enabled: boolean) {}

  /**
   * Answers the request when a ready answer matches it (`served` counts the view of the article
   * it shows); false sends it to the full pipeline. Allocates little beyond the lookup key.
   */
  answer(req: IncomingMessage, res: ServerResponse, served: (subject: string) => void): boolean {
    if (this.toPipeline.delete(req.socket)) return false;
    if (req.method !== 'GET' || this.answers.size === 0) return false;
    const { headers } = req;
    const ready = this.readyFor(headers.cookie, requestKey(req.url, headers.host, headers['x-forwarded-proto'], headers['x-forwarded-host'], headers['accept-language'], headers.cookie));
    if (!ready) return false;
    if (ready.subject !== undefined) served(ready.subject);
    answeredBy(res, ready.route);
    ready.served.inc();
    const variant = variantFor(ready, headers['accept-encoding']);
    if (isFresh(headers['if-none-match'], headers['cache-control'], ready.etag)) {
      res.writeHead(304, variant.notModified);
      res.end();
    } else {
      res.writeHead(200, variant.headers);
      res.end(variant.body);
    }
    return true;
  }

  /**
   * The same for the socket front: the whole answer as the bytes ServerResponse would write for
   * it, `tail` (the Date and connection header lines and the blank line) included; undefined sends
   * the request to Node's HTTP server.
   */
  wireAnswer(request: ReadyRequest, connection: object, tail: string, served: (subject: string) => void): WireAnswer | undefined {
    if (this.answers.size === 0) return undefined;
    const { cookie } = request;
    const ready = this.readyFor(cookie, requestKey(request.url, request.host, request.forwardedProto, request.forwardedHost, request.acceptLanguage, cookie), connection);
    if (!ready) return undefined;
    if (ready.subject !== undefined) served(ready.subject);
    ready.served.inc();
    const variant = variantFor(ready, request.acceptEncoding);
    let wire = variant.wire;
    if (wire?.tail !== tail) variant.wire = wire = wireAnswersOf(variant, tail);
    return isFresh(request.ifNoneMatch, request.cacheControl, ready.etag)
      ? { bytes: wire.notModified, status: 304, route: ready.route }
      : { bytes: wire.ok, status: 200, route: ready.route };
  }

  /**
   * The ready answer for this key, unless the reader has a session, it has expired, or this
   * request is the one to make it again (renew). Such a request from the socket front's
   * `connection` goes on to Node's server, whose listener (answer) must then not answer it from
   * the copy.
   */
  private readyFor(cookie: string | undefined, readyKey: string, connection?: object): ReadyAnswer | undefined {
    if (cookie !== undefined && cookie.includes(`${SESSION_COOKIE_NAME}=`)) return undefined;
    const ready = this.answers.get(readyKey);
    if (!ready) return undefined;
    if (ready.expiresAt <= Date.now()) {
      this.remove(readyKey);
      return undefined;
    }
    if (ready.renew) {
      ready.renew = false;
      if (connection !== undefined) this.toPipeline.add(connection);
      return undefined;
    }
    return ready;
  }

  /**
   * The full pipeline sent this public answer to an anonymous reader: keep it ready for the next
   * request like it. Only a plain 200 without cookies qualifies.
   */
  keep(req: IncomingMessage, res: ServerResponse, family: string, key: string, answer: CachedAnswer): void {
    if (!this.enabled || req.method !== 'GET' || res.statusCode !== 200 || answer.expiresAt === undefined) return;
    if (req.headers.cookie?.includes(`${SESSION_COOKIE_NAME}=`) || res.hasHeader('set-cookie')) return;
    const base = baseHeadersOf(res.getHeaders());
    // Express rewrites req.url inside mounted middleware; originalUrl is what the client sent.
    const { headers } = req;
    const url = (req as { originalUrl?: string }).originalUrl ?? req.url;
    this.store(requestKey(url, headers.host, headers['x-forwarded-proto'], headers['x-forwarded-host'], headers['accept-language'], headers.cookie), readyAnswerOf(family, key, answer, base, routeOf(res)));
  }

  /** A cached answer changed in place (its view count): every ready copy of it is rebuilt. */
  replace(family: string, key: string, answer: CachedAnswer): void {
    // A copy of the entries: storing moves a key to the end, where a live iteration would meet it again.
    for (const [readyKey, ready] of [...this.answers]) {
      if (ready.family === family && ready.key === key) this.store(readyKey, readyAnswerOf(family, key, answer, ready.base, ready.route));
    }
  }

  /**
   * A cached answer was dropped to be made again with a new view count (a rendered page): one
   * request goes through the full pipeline to make it, and stores the new copy; the others get
   * this copy until then, so a page read by many is rendered once, not by every request at once.
   */
  renew(family: string, key: string): void {
    for (const ready of this.answers.values()) {
      if (ready.family === family && ready.key === key) ready.renew = true;
    }
  }

  /** Drops the ready copies of one cached answer, or of a whole family (key omitted). */
  drop(family: string, key?: string): void {
    for (const [readyKey, ready] of this.answers) {
      if (ready.family === family && (key === undefined || ready.key === key)) this.remove(readyKey);
    }
  }

  private store(readyKey: string, ready: ReadyAnswer): void {
    this.remove(readyKey);
    this.answers.set(readyKey, ready);
    this.bytes += sizeOf(ready);
    for (const oldest of this.answers.keys()) {
      if (this.bytes <= MAX_READY_BYTES) break;
      this.remove(oldest);
    }
  }

  private remove(readyKey: string): void {
    const ready = this.answers.get(readyKey);
    if (!ready) return;
    this.answers.delete(readyKey);
    this.bytes -= sizeOf(ready);
  }
}

/**
 * What may change an answer or its headers besides the URL: the host and forwarded protocol/host
 * (origin in pages, HSTS), the language (pages: the language switch's cookie, else
 * Accept-Language). Raw header values, so equal inputs mean the same answer; the whole Cookie
 * header, since an anonymous reader's only cookie of ours is the language.
 */
function requestKey(
  url: string | undefined,
  host: string | undefined,
  forwardedProto: string | string[] | undefined,
  forwardedHost: string | string[] | undefined,
  acceptLanguage: string | undefined,
  cookie: string | undefined,
): string {
  return `${url}\n${host}\n${forwardedProto}\n${forwardedHost}\n${acceptLanguage}\n${cookie}`;
}

function sizeOf(ready: ReadyAnswer): number {
  return ready.identity.body.length + (ready.gzip?.body.length ?? 0) + (ready.br?.body.length ?? 0);
}

/** The headers an answer of the full pipeline sent, without those of that one request or encoding. */
function baseHeadersOf(headers: OutgoingHttpHeaders): [string, string][] {
  return Object.entries(headers)
    .filter(([name, value]) => value !== undefined && !PER_REQUEST_HEADERS.has(name))
    .map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value)]);
}

function readyAnswerOf(family: string, key: string, answer: CachedAnswer, base: [string, string][], route: string): ReadyAnswer {
  const body = Buffer.from(answer.json);
  const compressible = body.length > COMPRESS_ABOVE_BYTES;
  // Compressed variants exist only above the threshold, so only then does the answer vary on the encoding.
  const headers = compressible ? withVary(base, 'Accept-Encoding') : base;
  const variant = (bytes: Buffer, encoding?: string): Variant => {
    const pairs: [string, string][] = [...headers, ['x-cache', 'HIT']];
    if (encoding) pairs.push(['content-encoding', encoding]);
    // A 304 carries no body, so none of the body's headers (as Express sends it).
    const notModified = notModifiedHeaders(pairs).flat();
    return { body: bytes, headers: [...pairs.flat(), 'content-length', String(bytes.length)], notModified };
  };
  return {
    family,
    key,
    ...(answer.subject === undefined ? {} : { subject: answer.subject }),
    expiresAt: answer.expiresAt ?? 0,
    renew: false,
    etag: answer.etag,
    base,
    route,
    served: cacheCounters(family).ready,
    identity: variant(body),
    ...(compressible
      ? {
          gzip: variant(gzipSync(body), 'gzip'),
          br: variant(
            brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
            'br',
          ),
        }
      : {}),
  };
}

function withVary(headers: [string, string][], field: string): [string, string][] {
  const vary = headers.find(([name]) => name === 'vary')?.[1];
  return [...headers.filter(([name]) => name !== 'vary'), ['vary', vary ? `${vary}, ${field}` : field]];
}

/** The headers of a 304 for these: none that describe a body, as Express sends it. */
function notModifiedHeaders(headers: [string, string][]): [string, string][] {
  return headers.filter(([name]) => !BODY_HEADERS.has(name));
}

/** Brotli when the client takes it, else gzip, else the plain bytes. */
function variantFor(ready: ReadyAnswer, acceptEncoding: string | undefined): Variant {
  if (acceptEncoding === undefined || ready.gzip === undefined || ready.br === undefined) return ready.identity;
  if (accepts(acceptEncoding, 'br')) return ready.br;
  if (accepts(acceptEncoding, 'gzip')) return ready.gzip;
  return ready.identity;
}

/** Whether Accept-Encoding lists the coding without refusing it (q=0). */
function accepts(acceptEncoding: string, coding: string): boolean {
  if (!acceptEncoding.includes(coding)) return false;
  return acceptEncoding.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    return name.trim() === coding && !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param));
  });
}

/** If-None-Match as Express judges it (the fresh package): weak comparison, `*`, never when the client says no-cache. */
function isFresh(match: string | undefined, cacheControl: string | undefined, etag: string): boolean {
  if (match === undefined) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(cacheControl ?? '')) return false;
  if (match.trim() === '*') return true;
  return match.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * A variant's 200 and 304 as ServerResponse writes them for writeHead(status, headers) and end():
 * the status line, the headers in their order as `name: value`, then the tail; latin1, as Node
 * writes a header block.
 */
function wireAnswersOf(variant: Variant, tail: string): WireAnswers {
  const head = (status: string, headers: string[]) => {
    let text = `HTTP/1.1 ${status}\r\n`;
    for (let i = 0; i < headers.length; i += 2) text += `${headers[i]}: ${headers[i + 1]}\r\n`;
    return Buffer.from(text + tail, 'latin1');
  };
  return {
    tail,
    ok: Buffer.concat([head('200 OK', variant.headers), variant.body]),
    notModified: head('304 Not Modified', variant.notModified),
  };
}
