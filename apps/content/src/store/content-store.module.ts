import { Module } from '@nestjs/common';
import { ArticleViewsRepository } from './article-views.repository';
import { ArticlesRepository } from './articles.repository';
import { CategoriesRepository } from './categories.repository';
import { RevisionsRepository } from './revisions.repository';
import { SeedProgressRepository } from './seed-progress.repository';

/** Content's collections: the bottom layer every feature folder builds on, importing none of them. */
@Module({
  providers: [ArticlesRepository, ArticleViewsRepository, RevisionsRepository, CategoriesRepository, SeedProgressRepository],
  exports: [ArticlesRepository, ArticleViewsRepository, RevisionsRepository, CategoriesRepository, SeedProgressRepository],
})
export class ContentStoreModule {}
