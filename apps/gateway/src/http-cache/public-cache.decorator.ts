import { SetMetadata, UseInterceptors, applyDecorators } from '@nestjs/common';
import { PUBLIC_CACHE_KEY, PublicCacheInterceptor } from './public-cache.interceptor';

/**
 * A public GET whose answer depends only on its URL (never on the actor), cached under `family`
 * and sent with ETag and Cache-Control.
 */
export const PublicCache = (family: string) => applyDecorators(SetMetadata(PUBLIC_CACHE_KEY, family), UseInterceptors(PublicCacheInterceptor));
