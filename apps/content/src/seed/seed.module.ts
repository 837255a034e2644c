import { Module } from '@nestjs/common';
import { ContentStoreModule } from '../store/content-store.module';
import { ArticleWritingModule } from '../writing/article-writing.module';
import { SeedCorrectionsService } from './seed-corrections.service';
import { SeedService } from './seed.service';
import { SeedTranslationsService } from './seed-translations.service';

@Module({
  imports: [ContentStoreModule, ArticleWritingModule],
  providers: [SeedService, SeedCorrectionsService, SeedTranslationsService],
})
export class SeedModule {}
