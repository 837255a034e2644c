import { Module } from '@nestjs/common';
import { ArticleStoreModule } from '../articles/article-store.module';
import { ViewCounter } from './view-counter.service';
import { ViewsController } from './views.controller';

@Module({
  imports: [ArticleStoreModule],
  controllers: [ViewsController],
  providers: [ViewCounter],
  exports: [ViewCounter],
})
export class ViewsModule {}
