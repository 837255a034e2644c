import { Module } from '@nestjs/common';
import { ContentStoreModule } from '../store/content-store.module';
import { ArticleWritingModule } from '../writing/article-writing.module';
import { RevisionsController } from './revisions.controller';
import { RevisionsService } from './revisions.service';

@Module({
  imports: [ContentStoreModule, ArticleWritingModule],
  controllers: [RevisionsController],
  providers: [RevisionsService],
})
export class RevisionsModule {}
