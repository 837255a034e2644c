import { Module } from '@nestjs/common';
import { HttpCacheModule } from '../http-cache/http-cache.module';
import { CategoriesController } from './categories.controller';

@Module({
  imports: [HttpCacheModule],
  controllers: [CategoriesController],
})
export class CategoriesModule {}
