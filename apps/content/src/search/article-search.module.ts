import { Module } from '@nestjs/common';
import { ContentStoreModule } from '../store/content-store.module';
import { ArticleSearchService } from './article-search.service';

@Module({
  imports: [ContentStoreModule],
  providers: [ArticleSearchService],
  exports: [ArticleSearchService],
})
export class ArticleSearchModule {}
