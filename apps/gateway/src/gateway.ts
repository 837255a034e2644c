import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_BASE, UPLOADS_PATH } from '@labmedicin/contracts';
import {
  JsonLogger,
  OBJECT_STORE,
  READINESS,
  SERVICE_CLIENT,
  answerProbe,
  inServerSpan,
  tracingEnabled,
  cacheToken,
  createLogger,
  serverOptionsFor,
  type Cache,
  type ObjectStore,
  type Readiness,
  type ServiceClient,
} from '@labmedicin/platform';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { AppModule } from './app.module';
import { ArticleViewsService } from './articles/article-views.service';
import { acceptedBodiesOnly } from './common/accepted-bodies.middleware';
import { BytesReplyAdapter } from './common/bytes-reply.adapter';
import { bodyParserErrors, utf8Only } from './common/body-parser-errors.middleware';
import { answerClientErrors } from './common/client-errors';
import { HttpErrorFilter } from './common/http-error.filter';
import { requestContextMiddleware, requestIdMiddleware } from './common/request-id.middleware';
import { wellFormedAddresses } from './common/request-url.middleware';
import type { GatewayConfig } from './config/gateway.config';
import { sameOriginMiddleware } from './csrf/same-origin.middleware';
import { serveDiscovery } from './discovery/discovery.middleware';
import { fhirBase } from './fhir/operation-outcome';
import { HttpCacheService } from './http-cache/http-cache.service';
import { answeredBy, measureRequests } from './http-metrics/http-metrics';
import type { ReadyAnswers } from './http-cache/ready-answers';
import { answerReadyOnSockets } from './http-cache/ready-sockets';
import { setupOpenApi } from './openapi/openapi';
import { SESSIONS_CACHE, sessionMiddleware } from './sessions/session.middleware';
import { securityHeaders } from './security-headers/security-headers.middleware';
import { ServerPages } from './spa/server-pages';
import { languageChoice } from './spa/language-choice';
import { serveSpa } from './spa/spa.middleware';
import { serveUploads } from './uploads/uploads.middleware';

/**
 * The largest JSON body read. Above the largest article (three HTML fields of
 * LIMITS.articleHtmlMax characters, ~600 KB of HTML), so that an article over its limit is parsed
 * and answered with its own 413 ARTICLE_TOO_LARGE and the field at fault; a body over this is
 * refused unread, 413 BODY_TOO_LARGE.
 */
const JSON_BODY_LIMIT = '1mb';

export interface Gateway {
  app: NestExpressApplication;
  logger: Logger;
}

/**
 * Builds the gateway: Nest HTTP app under /api plus a transport listener for events (hybrid).
 * Middleware order: request id → security headers → a readable address (400) → same-origin check → /fhir as /api/fhir → uploaded files → sitemap and robots.txt → the language switch's form → SPA files and pages → body type (415) → JSON body →
 * request context → no-store default → session (API only) → Nest routes (access guard, pipes, one
 * error filter). In front of all of it, the hot path of ready public answers (answerReadyFirst).
 */
export async function createGateway(config: GatewayConfig): Promise<Gateway> {
  const logger = createLogger('gateway', config.platform.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new BytesReplyAdapter(), {
    bodyParser: false,
    logger: new JsonLogger(logger),
  });
  app.set('trust proxy', config.trustProxy);
  app.set('etag', false);
  app.disable('x-powered-by');
  app.setGlobalPrefix(API_BASE.slice(1));

  app.use(requestIdMiddleware(logger));
  app.use(securityHeaders({ embedHosts: config.embedHosts, hsts: config.hsts }));
  // The pages, once serveSpa has loaded them (below): they say a refused page's text in the reader's language.
  let pages: ServerPages | null = null;
  app.use(wellFormedAddresses((req, res, code) => pages?.refusalText(req, res, code)));
  app.use(sameOriginMiddleware(config.allowedOrigins));
  app.use(fhirBase);
  app.use(UPLOADS_PATH, routed(`${UPLOADS_PATH}/:name`), serveUploads(app.get<ObjectStore>(OBJECT_STORE), logger));
  app.use(
    serveDiscovery({ services: app.get<ServiceClient>(SERVICE_CLIENT), httpCache: app.get(HttpCacheService), publicUrl: config.publicUrl, logger }),
  );
  app.use(languageChoice(config.session.secureCookie));
  serveSpa(app, config.webDistDir, logger, () =>
    (pages = ServerPages.load(config.webDistDir, {
      server: app.getHttpServer(),
      cache: app.get(HttpCacheService),
      views: app.get(ArticleViewsService),
      logger,
    })),
  );
  app.use(API_BASE, acceptedBodiesOnly);
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT, verify: utf8Only });
  app.use(bodyParserErrors);
  app.use(requestContextMiddleware);
  app.use(API_BASE, noStoreByDefault);
  app.use(API_BASE, sessionMiddleware(config, app.get<Cache>(cacheToken(SESSIONS_CACHE))));
  app.useGlobalFilters(new HttpErrorFilter(logger));
  setupOpenApi(app);
  app.connectMicroservice(serverOptionsFor(config.platform, 'gateway'));
  answerReadyFirst(app.getHttpServer(), app.get(HttpCacheService).ready, app.get(ArticleViewsService));
  answerProbesFirst(app.getHttpServer(), app.get<Readiness>(READINESS));
  measureRequests(app.getHttpServer());
  answerClientErrors(app.getHttpServer());
  return { app, logger };
}

/**
 * Starts the event listener and the HTTP server. An idle keep-alive connection is kept longer than
 * the proxy in front keeps it (KEEP_ALIVE_TIMEOUT_MS), and a request's headers may take a second
 * more (Node's rule, so a request arriving just as the connection times out is still read).
 */
export async function startGateway({ app, logger }: Gateway, config: GatewayConfig): Promise<void> {
  await app.startAllMicroservices();
  const server = app.getHttpServer() as Server;
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.headersTimeout = config.keepAliveTimeoutMs + 1_000;
  await app.listen(config.port);
  logger.info({ port: config.port, transport: config.platform.transport.kind }, 'gateway listening');
}

/**
 * The hot path in front of Express: an anonymous read whose answer is ready (ReadyAnswers) is sent
 * from the raw listener; every other request, a miss and every read without a cache (HTTP_CACHE=off)
 * included, goes to the Express app, the full pipeline above. In front of Node's HTTP
 * server, the socket front answers the ready ones on connections that ask nothing else
 * (answerReadyOnSockets), except with tracing on, where every request gets its span.
 */
function answerReadyFirst(server: Server, ready: ReadyAnswers, views: ArticleViewsService): void {
  if (!ready.enabled) return;
  const [pipeline, ...others] = server.listeners('request') as RequestListener[];
  if (!pipeline || others.length > 0) throw new Error('the gateway expects exactly one request listener (the Express app)');
  server.removeAllListeners('request');
  const served = (articleId: string) => views.record(articleId);
  if (ready.enabled && !tracingEnabled()) answerReadyOnSockets(server, ready, served);
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!ready.answer(req, res, served)) void pipeline(req, res);
  });
}

/**
 * With tracing on (OTEL_*), every other request is handled inside a server span that continues
 * the caller's traceparent, and the services' spans join it through the transport.
 * /livez and /readyz on the public port too, ahead of everything else, their status alone (the
 * operations port names each dependency): the gateway's readiness is its own session store and
 * transport, never the services behind it nor its object store, so one of them down leaves the
 * gateway in its Service to answer every page that does not need it. Its report is reused for a
 * second (cachedReadiness), so probing through the Ingress costs Redis nothing more.
 */
function answerProbesFirst(server: Server, readiness: Readiness): void {
  const listeners = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    for (const listener of listeners) void listener(req, res);
  };
  const traced = tracingEnabled();
  const statusOnly = { details: false };
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const probe = answerProbe(req, res, readiness, statusOnly);
    if (probe !== null) return answeredBy(res, probe);
    if (traced) inServerSpan(req, res, () => handle(req, res));
    else handle(req, res);
  });
}

/** Names the route of what the next middleware answers, for http_request_duration_seconds. */
function routed(route: string) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    answeredBy(res, route);
    next();
  };
}

/** API answers are private unless a route says otherwise (@PublicCache). */
function noStoreByDefault(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Cache-Control', 'no-store');
  next();
}
