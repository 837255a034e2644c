import { Module } from '@nestjs/common';
import { CategoriesModule } from '../categories/categories.module';
import { ArticleSearchModule } from '../search/article-search.module';
import { ArticleResponses } from './article-responses';
import { ArticleStoreModule } from './article-store.module';
import { ArticleWriter } from './article-writer';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';

/** The articles feature; revisions and tags build on its writer and responses. */
@Module({
  imports: [ArticleStoreModule, ArticleSearchModule, CategoriesModule],
  controllers: [ArticlesController],
  providers: [ArticlesService, ArticleWriter, ArticleResponses],
  exports: [ArticleWriter, ArticleResponses],
})
export class ArticlesModule {}
