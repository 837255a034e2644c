import { Module } from '@nestjs/common';
import { ArticleHtmlModule } from '../sanitize/article-html.module';
import { ContentStoreModule } from '../store/content-store.module';
import { ArticleSearchService } from './article-search.service';
import { ArticleSuggestions } from './article-suggestions';

@Module({
  imports: [ContentStoreModule, ArticleHtmlModule],
  providers: [ArticleSearchService, ArticleSuggestions],
  exports: [ArticleSearchService, ArticleSuggestions],
})
export class ArticleSearchModule {}
