import { Module } from '@nestjs/common';
import { ArticleStoreModule } from '../articles/article-store.module';
import { ViewsController } from './views.controller';
import { ViewsService } from './views.service';

@Module({
  imports: [ArticleStoreModule],
  controllers: [ViewsController],
  providers: [ViewsService],
})
export class ViewsModule {}
