import { Module } from '@nestjs/common';
import { ArticleStoreModule } from '../articles/article-store.module';
import { ArticlesModule } from '../articles/articles.module';
import { CategoriesModule } from '../categories/categories.module';
import { RevisionsController } from './revisions.controller';
import { RevisionsService } from './revisions.service';

@Module({
  imports: [ArticleStoreModule, ArticlesModule, CategoriesModule],
  controllers: [RevisionsController],
  providers: [RevisionsService],
})
export class RevisionsModule {}
