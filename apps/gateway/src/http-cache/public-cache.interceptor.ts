import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { canOpenAdminArea } from '@labmedicin/contracts';
import type { Response } from 'express';
import { from, lastValueFrom, map, type Observable } from 'rxjs';
import type { GatewayRequest } from '../common/gateway-request';
import { routeOfHandler } from '../common/route.decorator';
import { cacheCounters } from './cache-metrics';
import type { CachedAnswer } from './cached-answer';
import { HttpCacheService, sentAnswerOf } from './http-cache.service';
import type { PublicCacheOptions } from './public-cache-options';

/** Metadata key of @PublicCache: the route's PublicCacheRoute. */
export const PUBLIC_CACHE_KEY = 'labmedicin:public-cache';

/**
 * Browsers revalidate every time (cheap: a 304 from the gateway cache); a CDN may keep an answer
 * 30 s. Express answers 304 itself when If-None-Match equals the ETag set here.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, must-revalidate';

/**
 * The same answer for a logged-in caller: it carries their session cookie (rolled forward with
 * every answer), which no shared cache may keep or hand to anyone else. The browser revalidates.
 */
export const SESSION_CACHE_CONTROL = 'private, max-age=0, must-revalidate';

/** What admins and contributors get from a route whose answer depends on the caller: drafts must not be kept anywhere. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** Says whether an answer came from the gateway cache ('HIT') or from a service ('MISS'). */
export const CACHE_STATUS_HEADER = 'X-Cache';

export interface PublicCacheRoute extends PublicCacheOptions {
  family: string;
}

const PUBLIC_ANSWER = 'labmedicinPublicAnswer';

/** The shared public answer this response was served from or stored as, if it was one. */
export function publicAnswerOf(res: Response): CachedAnswer | undefined {
  return res.locals[PUBLIC_ANSWER] as CachedAnswer | undefined;
}

/**
 * Serves a @PublicCache route from the gateway cache, filling it on a miss, with ETag and
 * Cache-Control: public for anonymous callers (a CDN may keep it), private for logged-in ones.
 */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: HttpCacheService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const route = this.reflector.get<PublicCacheRoute>(PUBLIC_CACHE_KEY, context.getHandler());
    const req = context.switchToHttp().getRequest<GatewayRequest>();
    const res = context.switchToHttp().getResponse<Response>();
    if (route.perCaller) {
      res.vary('Cookie');
      if (canOpenAdminArea(req.actor)) {
        cacheCounters(route.family).bypass.inc();
        res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL);
        return next.handle();
      }
    }
    const key = route.keyOf ? route.keyOf(req) : req.originalUrl;
    // JSON, of the media type the route answers (the FHIR catalogue's application/fhir+json).
    const contentType = `${routeOfHandler(context.getHandler())?.contentType ?? 'application/json'}; charset=utf-8`;
    if (key === null) return next.handle();
    const generation = this.cache.generation(route.family);
    return from(this.cachedOrFresh(route, key, next, res)).pipe(
      map(({ answer, bytes }) => {
        if (!req.actor) this.cache.keepReady(req, res, route.family, key, answer, generation);
        res.setHeader('ETag', answer.etag);
        res.setHeader('Cache-Control', req.actor ? SESSION_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
        res.setHeader('Content-Type', contentType);
        // Bytes with their Content-Type set go out as they are (GatewayExpressAdapter; Express then compares the ETag).
        return bytes;
      }),
    );
  }

  private async cachedOrFresh(route: PublicCacheRoute, key: string, next: CallHandler, res: Response): Promise<{ answer: CachedAnswer; bytes: Buffer }> {
    const hit = await this.cache.get(route.family, key);
    res.setHeader(CACHE_STATUS_HEADER, hit ? 'HIT' : 'MISS');
    cacheCounters(route.family)[hit ? 'hit' : 'miss'].inc();
    if (hit) {
      res.locals[PUBLIC_ANSWER] = hit;
      return { answer: hit, bytes: Buffer.from(hit.json) };
    }
    const generation = this.cache.generation(route.family);
    const body = await lastValueFrom(next.handle());
    const sent = sentAnswerOf(body, route.subjectOf?.(body));
    await this.cache.put(route.family, key, sent.answer, generation, route.ttlMs);
    res.locals[PUBLIC_ANSWER] = sent.answer;
    return sent;
  }
}
