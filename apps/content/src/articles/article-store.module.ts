import { Module } from '@nestjs/common';
import { RevisionsRepository } from '../revisions/revisions.repository';
import { ArticlesRepository } from './articles.repository';

/**
 * The articles and revisions collections on their own, so that categories, search and the seed
 * can use them without importing the articles feature (which itself needs categories).
 */
@Module({
  providers: [ArticlesRepository, RevisionsRepository],
  exports: [ArticlesRepository, RevisionsRepository],
})
export class ArticleStoreModule {}
