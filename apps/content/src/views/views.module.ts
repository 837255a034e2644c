import { Module } from '@nestjs/common';
import { ContentStoreModule } from '../store/content-store.module';
import { ViewsController } from './views.controller';
import { ViewsService } from './views.service';

@Module({
  imports: [ContentStoreModule],
  controllers: [ViewsController],
  providers: [ViewsService],
})
export class ViewsModule {}
