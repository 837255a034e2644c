import { Module } from '@nestjs/common';
import { ArticleStoreModule } from '../articles/article-store.module';
import { ArticlesModule } from '../articles/articles.module';
import { CategoriesModule } from '../categories/categories.module';
import { SeedService } from './seed.service';

@Module({
  imports: [CategoriesModule, ArticleStoreModule, ArticlesModule],
  providers: [SeedService],
})
export class SeedModule {}
