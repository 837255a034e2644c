import { Module } from '@nestjs/common';
import { ArticleHtmlWork } from './article-html-work';

/** The process's one pool of worker threads for article HTML, shared by every feature that needs it. */
@Module({
  providers: [ArticleHtmlWork],
  exports: [ArticleHtmlWork],
})
export class ArticleHtmlModule {}
