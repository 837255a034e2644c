import { Module } from '@nestjs/common';
import { TagsModule } from '../tags/tags.module';
import { ArticleCacheModule } from './article-cache.module';
import { ArticleRevisionsController } from './article-revisions.controller';
import { ArticleRevisionsService } from './article-revisions.service';
import { ArticleViewsService } from './article-views.service';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';

@Module({
  imports: [ArticleCacheModule, TagsModule],
  controllers: [ArticlesController, ArticleRevisionsController],
  providers: [ArticlesService, ArticleRevisionsService, ArticleViewsService],
})
export class ArticlesModule {}
