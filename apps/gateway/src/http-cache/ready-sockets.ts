import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { recordRequest } from '../http-metrics/http-metrics';
import type { ReadyAnswers, ReadyRequest } from './ready-answers';

/** Node 24's margin after the advertised keep-alive timeout (not in its types yet). */
interface KeepAliveBuffered extends Server {
  keepAliveTimeoutBuffer?: number;
}

/** Larger requests go to Node's parser, with its header limit and its 431. */
const MAX_REQUEST_BYTES = 8 * 1024;

/** A request target as an origin path: printable ASCII only, no spaces (anything else is Node's to judge). */
const ORIGIN_FORM = /^\/[\x21-\x7e]*$/;

/** A header line as `token: value` with printable ASCII, tabs or inner spaces, nothing trailing. */
const HEADER_LINE = /^([!#$%&'*+.^_`|~0-9A-Za-z-]+):[ \t]*((?:[\x21-\x7e](?:[\x20-\x7e\t]*[\x21-\x7e])?)?)$/;

/** Headers whose presence means a body, an upgrade or a dialogue this front does not take part in. */
const NOT_OURS = new Set(['content-length', 'transfer-encoding', 'expect', 'upgrade', 'http2-settings']);

/** The request headers a ready answer depends on (ReadyRequest), by their lower-case name. */
const READ_HEADERS: Record<string, keyof ReadyRequest> = {
  host: 'host',
  'x-forwarded-proto': 'forwardedProto',
  'x-forwarded-host': 'forwardedHost',
  'accept-language': 'acceptLanguage',
  cookie: 'cookie',
  'accept-encoding': 'acceptEncoding',
  'if-none-match': 'ifNoneMatch',
  'cache-control': 'cacheControl',
};

/**
 * The request in `chunk` when it is exactly one complete, plain `GET … HTTP/1.1` that keeps its
 * connection, else null. Strict on purpose: whatever it does not recognise (a body, a header
 * it reads sent twice, a folded or non-ASCII line, a second pipelined request, half a request) is
 * left to Node's parser, which answers it as it always has.
 */
function readyRequestOf(chunk: Buffer): ReadyRequest | null {
  const length = chunk.length;
  if (length > MAX_REQUEST_BYTES || length < 18 || chunk[0] !== 0x47 /* G */) return null;
  // The blank line ends the chunk: nothing before it is a second request, nothing after it.
  if (chunk[length - 4] !== 0x0d || chunk[length - 3] !== 0x0a || chunk[length - 2] !== 0x0d || chunk[length - 1] !== 0x0a) return null;
  const lines = chunk.toString('latin1', 0, length - 4).split('\r\n');
  const requestLine = lines[0];
  if (!requestLine.startsWith('GET ') || !requestLine.endsWith(' HTTP/1.1')) return null;
  const url = requestLine.slice(4, -9);
  if (!ORIGIN_FORM.test(url)) return null;
  const request: ReadyRequest = { url };
  for (let i = 1; i < lines.length; i++) {
    const line = HEADER_LINE.exec(lines[i]);
    if (line === null) return null;
    const name = line[1].toLowerCase();
    if (NOT_OURS.has(name)) return null;
    if (name === 'connection') {
      if (line[2].toLowerCase() !== 'keep-alive') return null;
      continue;
    }
    const field = READ_HEADERS[name];
    if (field === undefined) continue;
    if (request[field] !== undefined) return null;
    request[field] = line[2];
  }
  // HTTP/1.1 requires Host; Node answers its absence with 400.
  return request.host === undefined ? null : request;
}

/**
 * The socket front of the hot path. Node's HTTP server costs most of a cached read: its parser,
 * an IncomingMessage and a ServerResponse per request, the validation of each header, and, in a
 * process that has loaded Express, Nest and React, V8's generic property look-ups throughout that
 * shared code (docs/benchmarks.md). So the server's own 'connection' listener is put behind this
 * one: a new connection is read here while its requests are plain anonymous GETs with a ready
 * answer (ReadyAnswers.wireAnswer), each answered by one write of the bytes ServerResponse would
 * send (the full pipeline's headers, Date, Connection and Keep-Alive as Node sets them). The first
 * request that is anything else is handed back, bytes unread, to Node's HTTP server, which then
 * owns the connection for good: keep-alive, timeouts, pipelining, errors, closing.
 */
export function answerReadyOnSockets(server: Server, ready: ReadyAnswers, served: (subject: string) => void): void {
  const [connectionListener, ...others] = server.listeners('connection') as ((socket: Socket) => void)[];
  if (!connectionListener || others.length > 0) throw new Error('the gateway expects exactly one connection listener (the HTTP server)');
  server.removeAllListeners('connection');
  /** Connections read here: idle between requests, since each is answered as it arrives. */
  const owned = new Set<Socket>();
  const tail = tailOf(server);

  server.on('connection', (socket: Socket) => {
    // Node's limit of requests per connection is its own bookkeeping: left to it.
    if ((server.maxRequestsPerSocket ?? 0) > 0) return connectionListener.call(server, socket);
    owned.add(socket);
    // As Node does after an answer: an idle connection is closed after the keep-alive timeout and its buffer.
    if (server.keepAliveTimeout > 0) socket.setTimeout(server.keepAliveTimeout + ((server as KeepAliveBuffered).keepAliveTimeoutBuffer ?? 1_000));
    const onData = (chunk: Buffer) => {
      const started = performance.now();
      const request = readyRequestOf(chunk);
      const answer = request === null ? undefined : ready.wireAnswer(request, socket, tail(), served);
      if (answer === undefined) return handOver(chunk);
      // A client that does not read its answers is not read either until it does.
      if (!socket.write(answer.bytes)) socket.pause().once('drain', () => socket.resume());
      recordRequest('GET', answer.route, answer.status, started);
    };
    const onTimeout = () => socket.destroy();
    const onEnd = () => socket.end();
    const onError = () => socket.destroy();
    const onClose = () => owned.delete(socket);
    socket.on('data', onData).on('timeout', onTimeout).on('end', onEnd).on('error', onError).on('close', onClose);

    function handOver(chunk: Buffer): void {
      owned.delete(socket);
      socket.off('data', onData).off('timeout', onTimeout).off('end', onEnd).off('error', onError).off('close', onClose);
      socket.setTimeout(0);
      // Paused, the bytes wait in the socket's buffer for the parser Node attaches, then flow to it.
      socket.pause();
      socket.unshift(chunk);
      connectionListener.call(server, socket);
      socket.resume();
    }
  });

  // Closing the server ends Node's idle connections; these are idle between requests too.
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => {
    closeIdleConnections();
    for (const socket of owned) socket.destroySoon();
  };
  const closeAllConnections = server.closeAllConnections.bind(server);
  server.closeAllConnections = () => {
    closeAllConnections();
    for (const socket of owned) socket.destroy();
  };
}

/**
 * The lines ServerResponse adds after an answer's own headers on a kept connection, and the
 * blank line: Date (to the second, as Node's is), Connection and Keep-Alive from the server's
 * timeout. One string a second, so a ready answer's bytes are made again once a second at most.
 */
function tailOf(server: Server): () => string {
  let second = -1;
  let keepAliveTimeout = -1;
  let tail = '';
  return () => {
    const now = Date.now();
    const nowSecond = Math.floor(now / 1000);
    if (nowSecond !== second || server.keepAliveTimeout !== keepAliveTimeout) {
      second = nowSecond;
      keepAliveTimeout = server.keepAliveTimeout;
      const keepAlive = keepAliveTimeout > 0 ? `Keep-Alive: timeout=${Math.floor(keepAliveTimeout / 1000)}\r\n` : '';
      tail = `Date: ${new Date(now).toUTCString()}\r\nConnection: keep-alive\r\n${keepAlive}\r\n`;
    }
    return tail;
  };
}
