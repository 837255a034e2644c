import { Module } from '@nestjs/common';
import { ArticleStoreModule } from '../articles/article-store.module';
import { ArticlesModule } from '../articles/articles.module';
import { TagsController } from './tags.controller';
import { TagsService } from './tags.service';

@Module({
  imports: [ArticleStoreModule, ArticlesModule],
  controllers: [TagsController],
  providers: [TagsService],
})
export class TagsModule {}
