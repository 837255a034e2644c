import { Module } from '@nestjs/common';
import { ArticleSearchModule } from '../search/article-search.module';
import { ContentStoreModule } from '../store/content-store.module';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';

@Module({
  imports: [ContentStoreModule, ArticleSearchModule],
  controllers: [CategoriesController],
  providers: [CategoriesService],
})
export class CategoriesModule {}
