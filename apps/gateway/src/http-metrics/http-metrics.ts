import { metricsRegistry } from '@labmedicin/platform';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import { BoundHistogram, type HistogramSeries } from './bound-metrics';

/** The route of a request no layer claimed (an unknown path, or one refused before routing). */
export const UNMATCHED_ROUTE = 'unmatched';

/** A page the browser renders alone: the SPA's index.html, whatever its path. */
export const SPA_SHELL_ROUTE = 'spa-shell';

/** A file of the built web app: its content-hashed assets, and the others (icons, manifests, service worker). */
export const HASHED_ASSET_ROUTE = '/assets/*';
export const WEB_FILE_ROUTE = 'web-file';

/** Methods kept as their own label; the HTTP parser takes a few dozen more, each one series too many. */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * Every request the gateway's public port answers, from its first byte to the end of the answer:
 * by method, route template (never the URL, so the series stay bounded) and status, or `aborted`
 * when the client left before the answer was out.
 */
const httpRequestDuration = new BoundHistogram({
  name: 'http_request_duration_seconds',
  help: 'Requests to the gateway, from arrival to the last byte of the answer, by method, route template and status',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registry: metricsRegistry,
});

const STARTED = Symbol('started');
const ROUTE = Symbol('route');

/** What the outermost listener keeps on a response: when it came in and the route that claimed it. */
interface Measured extends ServerResponse {
  [STARTED]?: number;
  [ROUTE]?: string;
}

/** The express request as the response knows it after routing: its route, where one matched. */
interface Routed extends IncomingMessage {
  route?: { path?: unknown };
  baseUrl?: string;
}

/**
 * The route template of this request, set by the layer that answers it when that is no Express
 * route (the hot path, pages, files, probes); Express routes need not say it.
 */
export function answeredBy(res: ServerResponse, route: string): void {
  (res as Measured)[ROUTE] = route;
}

/** The template the request was answered by: the one a layer set, else its Express route, else UNMATCHED_ROUTE. */
export function routeOf(res: ServerResponse): string {
  const given = (res as Measured)[ROUTE];
  if (given !== undefined) return given;
  const req = res.req as Routed | undefined;
  const path = req?.route?.path;
  return typeof path === 'string' ? `${req?.baseUrl ?? ''}${path}` : UNMATCHED_ROUTE;
}

/**
 * Measures every request at one point, the HTTP server's own listener, in front of all the others
 * (probes, the hot path, Express). The hot path answers in tens of microseconds, within the
 * listener: its answer is with the socket when the listener returns, so it is recorded there and
 * then, at the cost of two clock reads and three map look-ups (method, route, status) to its
 * series. Any other answer is recorded at the response's 'close'.
 */
export function measureRequests(server: Server): void {
  const listeners = server.listeners('request') as RequestListener[];
  if (listeners.length !== 1) throw new Error('the gateway measures one request listener');
  const [listener] = listeners;
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    void listener(req, res);
    // Ended, and every byte handed to the socket: nothing is left for the client to miss.
    if (res.writableEnded && res.socket?.writableLength === 0) return record(res, started, res.statusCode);
    (res as Measured)[STARTED] = started;
    // 'close' comes once, when the answer is out or the client has gone.
    res.on('close', recordAnswer);
  });
}

/** The series by method, route and status (a number, or 'aborted'). */
const seriesOf = new Map<string, Map<string, Map<number | string, HistogramSeries>>>();

function recordAnswer(this: ServerResponse): void {
  const started = (this as Measured)[STARTED];
  if (started === undefined) return;
  record(this, started, this.writableFinished ? this.statusCode : 'aborted');
}

function record(res: ServerResponse, started: number, status: number | string): void {
  recordRequest(METHODS.has(res.req.method ?? '') ? (res.req.method as string) : 'other', routeOf(res), status, started);
}

/** One answered request into http_request_duration_seconds; the socket front's GETs come here directly (no ServerResponse). */
export function recordRequest(method: string, route: string, status: number | string, started: number): void {
  let routes = seriesOf.get(method);
  if (!routes) seriesOf.set(method, (routes = new Map()));
  let statuses = routes.get(route);
  if (!statuses) routes.set(route, (statuses = new Map()));
  let series = statuses.get(status);
  if (!series) statuses.set(status, (series = httpRequestDuration.labels(method, route, String(status))));
  series.observe((performance.now() - started) / 1000);
}
