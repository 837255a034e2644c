import { Module } from '@nestjs/common';
import { HttpCacheModule } from '../http-cache/http-cache.module';
import { ArticleCache } from './article-cache';
import { ArticleEventsController } from './article-events.controller';

/** The gateway's cached article answers and what drops them; used by the articles and tags routes. */
@Module({
  imports: [HttpCacheModule],
  controllers: [ArticleEventsController],
  providers: [ArticleCache],
  exports: [ArticleCache, HttpCacheModule],
})
export class ArticleCacheModule {}
