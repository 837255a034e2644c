import { Module } from '@nestjs/common';
import { ContentStoreModule } from '../store/content-store.module';
import { ArticleWritingModule } from '../writing/article-writing.module';
import { SeedService } from './seed.service';

@Module({
  imports: [ContentStoreModule, ArticleWritingModule],
  providers: [SeedService],
})
export class SeedModule {}
