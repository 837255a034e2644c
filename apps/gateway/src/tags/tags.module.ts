import { Module } from '@nestjs/common';
import { ArticleCacheModule } from '../articles/article-cache.module';
import { TagsController } from './tags.controller';
import { TagsService } from './tags.service';

@Module({
  imports: [ArticleCacheModule],
  controllers: [TagsController],
  providers: [TagsService],
  exports: [TagsService],
})
export class TagsModule {}
