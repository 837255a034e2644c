import { Injectable, UseInterceptors, applyDecorators, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { tap, type Observable } from 'rxjs';
import { PublicCache } from '../http-cache/public-cache.decorator';
import { cacheHitOf } from '../http-cache/public-cache.interceptor';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from './article-cache';
import { ArticleViewsService } from './article-views.service';

/** Counts a view for an article answered from the gateway cache (content counts the others itself). */
@Injectable()
export class ArticleViewsInterceptor implements NestInterceptor {
  constructor(private readonly views: ArticleViewsService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
      tap(() => {
        const articleId = cacheHitOf(res)?.subject;
        if (articleId) this.views.record(articleId);
      }),
    );
  }
}

/**
 * GET /articles/:slug: cached for public callers, each answer still a view. The views interceptor
 * is listed first so it wraps the cache's: a hit never reaches the handler or anything inside.
 */
export const CachedArticle = () =>
  applyDecorators(UseInterceptors(ArticleViewsInterceptor), PublicCache(ARTICLE_CACHE.article, ARTICLE_CACHE_ROUTES.article));
