import { Injectable, type CallHandler, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { ApiSuccess, Article } from '@labmedicin/contracts';
import type { Response } from 'express';
import { tap, type Observable } from 'rxjs';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../http-cache/article-cache';
import { HttpCacheService } from '../http-cache/http-cache.service';
import { PublicCache } from '../http-cache/public-cache.decorator';
import { PublicCacheInterceptor, publicAnswerOf } from '../http-cache/public-cache.interceptor';
import { ArticleViewsService } from './article-views.service';

/**
 * The public cache of an article read that also counts a view for every answered read of a
 * published article: the gateway is the one counter of views, since it sees every read, whether its
 * cache answers it or content does. Around the cache's own work, so it sees every answer.
 */
@Injectable()
class ArticleViewsInterceptor extends PublicCacheInterceptor {
  constructor(
    reflector: Reflector,
    cache: HttpCacheService,
    private readonly views: ArticleViewsService,
  ) {
    super(reflector, cache);
  }

  override intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return super.intercept(context, next).pipe(
      tap((body) => {
        // The public answer names its article (the public only ever reads published ones); an
        // editor's private answer is the article itself, perhaps a draft, which is no view.
        const article = (body as Partial<ApiSuccess<Article>>).data;
        const articleId = publicAnswerOf(res)?.subject ?? (article?.status === 'published' ? article._id : undefined);
        if (articleId) this.views.record(articleId);
      }),
    );
  }
}

/** GET /articles/:slug: cached for public callers, each answer a view. */
export const CachedArticle = () => PublicCache(ARTICLE_CACHE.article, ARTICLE_CACHE_ROUTES.article, ArticleViewsInterceptor);
