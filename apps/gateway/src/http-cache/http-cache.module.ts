import { Module } from '@nestjs/common';
import { ArticleCache } from './article-cache';
import { ContentEventsController } from './content-events.controller';
import { HttpCacheService } from './http-cache.service';
import { PublicCacheInterceptor } from './public-cache.interceptor';

/** The gateway's cache of public answers, the events that drop them, and the direct path of uncached public reads. */
@Module({
  controllers: [ContentEventsController],
  providers: [HttpCacheService, PublicCacheInterceptor, ArticleCache],
  exports: [HttpCacheService, PublicCacheInterceptor, ArticleCache],
})
export class HttpCacheModule {}
