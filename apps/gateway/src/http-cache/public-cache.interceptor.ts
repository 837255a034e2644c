import { Injectable, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { from, map, mergeMap, of, type Observable } from 'rxjs';
import { HttpCacheService, type CachedAnswer } from './http-cache.service';

/** Metadata key of @PublicCache: the cache family of the route. */
export const PUBLIC_CACHE_KEY = 'labmedicin:public-cache';

/**
 * Browsers revalidate every time (cheap: a 304 from the gateway cache); a CDN may keep an answer
 * 30 s. Express answers 304 itself when If-None-Match equals the ETag set here.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, must-revalidate';

/** Serves a @PublicCache route from the gateway cache, filling it on a miss, with ETag and Cache-Control. */
@Injectable()
export class PublicCacheInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly cache: HttpCacheService,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const family = this.reflector.get<string>(PUBLIC_CACHE_KEY, context.getHandler());
    const req = context.switchToHttp().getRequest<Request>();
    const res = context.switchToHttp().getResponse<Response>();
    const url = req.originalUrl;
    return from(this.cache.get(family, url)).pipe(
      mergeMap((hit): Observable<CachedAnswer> => (hit ? of(hit) : next.handle().pipe(mergeMap((body) => this.cache.put(family, url, body))))),
      map((answer) => {
        res.setHeader('ETag', answer.etag);
        res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
        return answer.body;
      }),
    );
  }
}
