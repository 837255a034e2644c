import { SetMetadata, UseInterceptors, applyDecorators, type Type } from '@nestjs/common';
import type { PublicCacheOptions } from './public-cache-options';
import { PUBLIC_CACHE_KEY, PublicCacheInterceptor, type PublicCacheRoute } from './public-cache.interceptor';

/**
 * A public GET cached under `family` and sent with ETag and Cache-Control. Without options the
 * answer depends only on its URL (never on the actor); see PublicCacheOptions for the others. A
 * route that does more with each answer names a subclass of the interceptor that does it, so the
 * route still has one interceptor layer for both (each layer of Nest's chain costs every read).
 */
export const PublicCache = (family: string, options: PublicCacheOptions = {}, interceptor: Type<PublicCacheInterceptor> = PublicCacheInterceptor) =>
  applyDecorators(SetMetadata(PUBLIC_CACHE_KEY, { family, ...options } satisfies PublicCacheRoute), UseInterceptors(interceptor));
