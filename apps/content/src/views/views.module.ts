import { Module } from '@nestjs/common';
import { ArticleStoreModule } from '../articles/article-store.module';
import { ViewCounter } from './view-counter.service';

@Module({
  imports: [ArticleStoreModule],
  providers: [ViewCounter],
  exports: [ViewCounter],
})
export class ViewsModule {}
