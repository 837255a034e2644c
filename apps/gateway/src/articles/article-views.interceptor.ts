import { Injectable, UseInterceptors, applyDecorators, type CallHandler, type ExecutionContext, type NestInterceptor } from '@nestjs/common';
import type { ApiSuccess, Article } from '@labmedicin/contracts';
import type { Response } from 'express';
import { tap, type Observable } from 'rxjs';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../http-cache/article-cache';
import { PublicCache } from '../http-cache/public-cache.decorator';
import { publicAnswerOf } from '../http-cache/public-cache.interceptor';
import { ArticleViewsService } from './article-views.service';

/**
 * Counts a view for every answered read of a published article: the gateway is the one counter of
 * views, since it sees every read, whether its cache answers it or content does.
 */
@Injectable()
class ArticleViewsInterceptor implements NestInterceptor {
  constructor(private readonly views: ArticleViewsService) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const res = context.switchToHttp().getResponse<Response>();
    return next.handle().pipe(
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

/**
 * GET /articles/:slug: cached for public callers, each answer a view. The views interceptor is
 * listed first so it wraps the cache's and sees every answer, from the cache or not.
 */
export const CachedArticle = () =>
  applyDecorators(UseInterceptors(ArticleViewsInterceptor), PublicCache(ARTICLE_CACHE.article, ARTICLE_CACHE_ROUTES.article));
