import { Module } from '@nestjs/common';
import { HttpCacheService } from './http-cache.service';
import { PublicCacheInterceptor } from './public-cache.interceptor';

@Module({
  providers: [HttpCacheService, PublicCacheInterceptor],
  exports: [HttpCacheService, PublicCacheInterceptor],
})
export class HttpCacheModule {}
