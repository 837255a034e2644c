import { Module } from '@nestjs/common';
import { ArticleHtmlModule } from '../sanitize/article-html.module';
import { ContentStoreModule } from '../store/content-store.module';
import { ArticleSearchService } from './article-search.service';

@Module({
  imports: [ContentStoreModule, ArticleHtmlModule],
  providers: [ArticleSearchService],
  exports: [ArticleSearchService],
})
export class ArticleSearchModule {}
