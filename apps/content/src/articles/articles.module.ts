import { Module } from '@nestjs/common';
import { ArticlesRepository } from './articles.repository';

/** The articles store; the articles feature (controller, service) builds on it. */
@Module({
  providers: [ArticlesRepository],
  exports: [ArticlesRepository],
})
export class ArticlesModule {}
