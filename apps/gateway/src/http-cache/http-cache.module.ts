import { Module } from '@nestjs/common';
import { ArticleCache } from './article-cache';
import { ContentEventsController } from './content-events.controller';
import { HttpCacheService } from './http-cache.service';
import { PublicCacheInterceptor } from './public-cache.interceptor';

/** The gateway's cache of public answers and the events that drop them. */
@Module({
  controllers: [ContentEventsController],
  providers: [HttpCacheService, PublicCacheInterceptor, ArticleCache],
  exports: [HttpCacheService, PublicCacheInterceptor, ArticleCache],
})
export class HttpCacheModule {}
