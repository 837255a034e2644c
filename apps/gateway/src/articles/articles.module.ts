import { Module } from '@nestjs/common';
import { HttpCacheModule } from '../http-cache/http-cache.module';
import { ArticleRevisionsController } from './article-revisions.controller';
import { ArticleViewsService } from './article-views.service';
import { ArticlesController } from './articles.controller';

@Module({
  imports: [HttpCacheModule],
  controllers: [ArticlesController, ArticleRevisionsController],
  providers: [ArticleViewsService],
})
export class ArticlesModule {}
