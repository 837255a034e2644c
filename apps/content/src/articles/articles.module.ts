import { Module } from '@nestjs/common';
import { ArticleHtmlModule } from '../sanitize/article-html.module';
import { ArticleSearchModule } from '../search/article-search.module';
import { ContentStoreModule } from '../store/content-store.module';
import { ArticleWritingModule } from '../writing/article-writing.module';
import { ArticlesController } from './articles.controller';
import { ArticlesService } from './articles.service';

@Module({
  imports: [ContentStoreModule, ArticleSearchModule, ArticleWritingModule, ArticleHtmlModule],
  controllers: [ArticlesController],
  providers: [ArticlesService],
})
export class ArticlesModule {}
