import { Module } from '@nestjs/common';
import { HttpCacheModule } from '../http-cache/http-cache.module';
import { CategoriesController } from './categories.controller';
import { CategoriesService } from './categories.service';
import { CategoryEventsController } from './category-events.controller';

@Module({
  imports: [HttpCacheModule],
  controllers: [CategoriesController, CategoryEventsController],
  providers: [CategoriesService],
})
export class CategoriesModule {}
