import { Module } from '@nestjs/common';
import { ContentStoreModule } from '../store/content-store.module';
import { ArticleWritingModule } from '../writing/article-writing.module';
import { TagsController } from './tags.controller';
import { TagsService } from './tags.service';

@Module({
  imports: [ContentStoreModule, ArticleWritingModule],
  controllers: [TagsController],
  providers: [TagsService],
})
export class TagsModule {}
