import { Module } from '@nestjs/common';
import { ArticleStoreModule } from '../articles/article-store.module';
import { ArticleSearchService } from './article-search.service';

@Module({
  imports: [ArticleStoreModule],
  providers: [ArticleSearchService],
  exports: [ArticleSearchService],
})
export class ArticleSearchModule {}
