import { SetMetadata, UseInterceptors, applyDecorators } from '@nestjs/common';
import type { PublicCacheOptions } from './public-cache-options';
import { PUBLIC_CACHE_KEY, PublicCacheInterceptor, type PublicCacheRoute } from './public-cache.interceptor';

/**
 * A public GET cached under `family` and sent with ETag and Cache-Control. Without options the
 * answer depends only on its URL (never on the actor); see PublicCacheOptions for the others.
 */
export const PublicCache = (family: string, options: PublicCacheOptions = {}) =>
  applyDecorators(SetMetadata(PUBLIC_CACHE_KEY, { family, ...options } satisfies PublicCacheRoute), UseInterceptors(PublicCacheInterceptor));
