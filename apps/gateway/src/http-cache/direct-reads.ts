import { Inject, Injectable } from '@nestjs/common';
import type { ApiSuccess, Article } from '@labmedicin/contracts';
import { SERVICE_CLIENT, runWithRequestId, type ServiceClient } from '@labmedicin/platform';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { requestIdOf } from '../common/request-id.middleware';
import { addressFault } from '../common/request-url.middleware';
import { routeInputOf } from '../common/route-input';
import { GATEWAY_CONFIG, SESSION_COOKIE_NAME, type GatewayConfig } from '../config/gateway.config';
import { answeredBy } from '../http-metrics/http-metrics';
import { etagOf } from './http-cache.service';
import { PUBLIC_READS, type PublicRead } from './public-reads';
import { baseHeadersOf, isFresh, notModifiedHeaders } from './ready-answers';

/** Header sets learnt from the full pipeline kept at most (one per family and kind of request). */
const MAX_HEADER_SETS = 256;

/** A public read the URL names, and its path parameters and query as Express would read them. */
interface DirectRequest {
  read: PublicRead<unknown, unknown>;
  params: Record<string, string>;
  query: Record<string, string>;
  /** The route template the full pipeline's Express route would report for it. */
  route: string;
}

/**
 * Anonymous public reads without a gateway cache (HTTP_CACHE=off), answered by the raw HTTP
 * listener instead of Express and Nest: no router, session lookup, guard, pipes, interceptors or
 * per-request log line, the cost that made such a read several times dearer than content's part of
 * it. The answer is the full pipeline's, by construction: the URL is matched against the same
 * route of the contracts' table, whose schemas validate the same input, the same PublicRead makes
 * the body, and the headers are those the full pipeline sent for the last anonymous answer of the same family to the same kind of request (host, forwarded
 * protocol and host, language, cookies, origin), learnt when it sent them; only the request id,
 * the ETag and the length are the request's own. Whatever is not plainly such a read goes to the
 * full pipeline, which also answers every error: a session cookie, a query string the two parsers
 * might read differently, an input the schema refuses, an error from content, a kind of request
 * the pipeline has not answered yet. With the cache on, ReadyAnswers is the hot path and a miss
 * goes through the full pipeline, which stores it.
 */
@Injectable()
export class DirectReads {
  readonly enabled: boolean;
  private readonly headerSets = new Map<string, [string, string][]>();

  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(GATEWAY_CONFIG) config: GatewayConfig,
  ) {
    this.enabled = !config.httpCache;
  }

  /**
   * The full pipeline is answering this anonymous public read of `family`: once its headers are
   * out, they serve the direct answers to requests of the same kind.
   */
  learn(req: IncomingMessage, res: ServerResponse, family: string): void {
    if (!this.enabled || req.method !== 'GET') return;
    res.once('finish', () => {
      if (res.statusCode !== 200 || res.hasHeader('set-cookie')) return;
      const key = headerSetKey(family, req);
      this.headerSets.delete(key);
      this.headerSets.set(key, baseHeadersOf(res.getHeaders()).filter(([name]) => name !== 'etag'));
      if (this.headerSets.size > MAX_HEADER_SETS) this.headerSets.delete(this.headerSets.keys().next().value as string);
    });
  }

  /**
   * Answers the request when it is a plain anonymous public read; false leaves it to the caller.
   * `served` counts the view of a published article read; `pipeline` takes the request over if
   * content answers with an error, so the error answer is the full pipeline's.
   */
  answer(req: IncomingMessage, res: ServerResponse, served: (articleId: string) => void, pipeline: RequestListener): boolean {
    if (!this.enabled || req.method !== 'GET') return false;
    const cookie = req.headers.cookie;
    if (cookie !== undefined && cookie.includes(`${SESSION_COOKIE_NAME}=`)) return false;
    const direct = directRequestOf(req.url ?? '');
    if (!direct) return false;
    const headers = this.headerSets.get(headerSetKey(direct.read.family, req));
    if (!headers) return false;
    const parsed = routeInputOf(direct.read.route, direct);
    if ('errors' in parsed) return false;
    // The service's payload, as the controller sends it: the query and the path parameters as one object.
    const { params, query } = parsed.input as { params?: object; query?: object };
    const payload = { ...query, ...params };
    const given = req.headers['x-request-id'];
    const requestId = requestIdOf(typeof given === 'string' ? given : undefined);
    const meta = { requestId, actor: null };
    answeredBy(res, direct.route);
    runWithRequestId(requestId, () => {
      // An article read is a view of a published article: its answer is read to count it. Every
      // other answer is sent as content's JSON, never parsed here.
      const json =
        direct.read === PUBLIC_READS.articleGet
          ? direct.read.read(this.services, payload, meta).then((body) => {
              countView(body as ApiSuccess<Article>, served);
              return Buffer.from(JSON.stringify(body));
            })
          : direct.read.readJson(this.services, payload, meta);
      json
        .then(
          (bytes) => send(req, res, headers, requestId, bytes),
          () => void pipeline(req, res),
        )
        // Failed while sending: the client gets a closed connection rather than half an answer.
        .catch((error: Error) => res.destroy(error));
    });
    return true;
  }
}

function countView({ data }: ApiSuccess<Article>, served: (articleId: string) => void): void {
  if (data.status === 'published') served(data._id);
}

function send(req: IncomingMessage, res: ServerResponse, headers: [string, string][], requestId: string, bytes: Buffer): void {
  const etag = etagOf(bytes);
  const own = ['x-request-id', requestId, 'x-cache', 'MISS', 'etag', etag];
  if (isFresh(req.headers['if-none-match'], req.headers['cache-control'], etag)) {
    res.writeHead(304, [...notModifiedHeaders(headers).flat(), ...own]);
    res.end();
    return;
  }
  res.writeHead(200, [...headers.flat(), ...own, 'content-length', String(bytes.length)]);
  res.end(bytes);
}

/**
 * What may change the full pipeline's headers for the same route besides the URL: the host and
 * forwarded protocol and host (HSTS), the language and the cookies, the origin.
 */
function headerSetKey(family: string, { headers }: IncomingMessage): string {
  return `${family}\n${headers.host}\n${headers['x-forwarded-proto']}\n${headers['x-forwarded-host']}\n${headers['accept-language']}\n${headers.cookie}\n${headers.origin}`;
}

/** The public reads by their route's path segments; a literal segment is tried before a parameter in its place (/articles/search before /articles/:slug). */
const DIRECT_ROUTES = Object.values(PUBLIC_READS as Record<string, PublicRead<unknown, unknown>>)
  .map((read) => ({ read, segments: read.route.path.split('/').slice(1), route: `/api${read.route.path}` }))
  .sort((a, b) => parameterCount(a.segments) - parameterCount(b.segments));

function parameterCount(segments: readonly string[]): number {
  return segments.filter((segment) => segment.startsWith(':')).length;
}

/**
 * The public read a URL names, by its route's path in the contracts' table, with its params and
 * query as Express would give them; undefined for anything else and for what Express might read
 * otherwise: brackets (the qs parser makes objects and arrays of them), a repeated parameter, an
 * address the full pipeline refuses (addressFault), a trailing slash or another letter case (Express's routes take
 * them too).
 */
function directRequestOf(url: string): DirectRequest | undefined {
  if (!url.startsWith('/api/') || addressFault(url) !== null) return undefined;
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? {} : queryOf(url.slice(queryAt + 1));
  if (!query) return undefined;
  const segments = path.slice('/api/'.length).split('/');
  if (segments.includes('')) return undefined;
  for (const { read, segments: routeSegments, route } of DIRECT_ROUTES) {
    if (routeSegments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = routeSegments.every((routeSegment, index) => {
      const segment = segments[index] as string;
      if (!routeSegment.startsWith(':')) return routeSegment === segment;
      const value = decoded(segment);
      if (value === undefined) return false;
      params[routeSegment.slice(1)] = value;
      return true;
    });
    if (matches) return { read, params, query, route };
  }
  return undefined;
}

function queryOf(search: string): Record<string, string> | undefined {
  if (search.includes('[') || search.includes(']') || decoded(search) === undefined) return undefined;
  const entries = [...new URLSearchParams(search)];
  const names = new Set(entries.map(([name]) => name));
  if (names.size !== entries.length || names.has('') || names.has('__proto__')) return undefined;
  return Object.fromEntries(entries);
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}
