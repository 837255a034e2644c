import { Module } from '@nestjs/common';
import { ArticleHtmlModule } from '../sanitize/article-html.module';
import { ArticleSearchModule } from '../search/article-search.module';
import { ContentStoreModule } from '../store/content-store.module';
import { ArticleResponses } from './article-responses';
import { ArticleWriter } from './article-writer';

/**
 * Writing articles (each save with its revision, search entry and event) and answering with
 * them: shared by the articles, revisions, tags and seed features.
 */
@Module({
  imports: [ContentStoreModule, ArticleSearchModule, ArticleHtmlModule],
  providers: [ArticleWriter, ArticleResponses],
  exports: [ArticleWriter, ArticleResponses],
})
export class ArticleWritingModule {}
