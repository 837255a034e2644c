import { Module } from '@nestjs/common';
import { HttpCacheModule } from '../http-cache/http-cache.module';
import { TagsController } from './tags.controller';

@Module({
  imports: [HttpCacheModule],
  controllers: [TagsController],
})
export class TagsModule {}
