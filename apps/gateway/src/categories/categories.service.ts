import { Inject, Injectable } from '@nestjs/common';
import {
  CONTENT_PATTERNS,
  type Category,
  type CategoryArticles,
  type CategoryDeleteRequest,
  type CategoryDeleteResult,
  type CategoryInput,
  type CategoryListQuery,
  type CategoryUpdateRequest,
  type RequestMeta,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { HttpCacheService } from '../http-cache/http-cache.service';
import type { PublicCacheOptions } from '../http-cache/public-cache.interceptor';

/** The family of cached public category answers. */
export const CATEGORIES_CACHE_FAMILY = 'categories';

/**
 * GET /categories: one answer, whatever the query string. Its counts depend on the caller (content
 * counts drafts for admins and contributors), so only what the public sees is cached and shared.
 */
export const CATEGORIES_CACHE_ROUTE = { perCaller: true, keyOf: () => 'all' } satisfies PublicCacheOptions;

/**
 * Categories live in content. After a write the gateway drops its cached public answers at once
 * (content's category.changed event covers changes that did not pass through this gateway).
 */
@Injectable()
export class CategoriesService {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    private readonly httpCache: HttpCacheService,
  ) {}

  list(query: CategoryListQuery, meta: RequestMeta): Promise<Category[]> {
    return this.services.send<Category[], CategoryListQuery>('content', CONTENT_PATTERNS.categoriesList, query, meta);
  }

  create(input: CategoryInput, meta: RequestMeta): Promise<Category> {
    return this.written(this.services.send<Category, CategoryInput>('content', CONTENT_PATTERNS.categoriesCreate, input, meta));
  }

  update(id: string, input: CategoryInput, meta: RequestMeta): Promise<Category> {
    return this.written(
      this.services.send<Category, CategoryUpdateRequest>('content', CONTENT_PATTERNS.categoriesUpdate, { id, input }, meta),
    );
  }

  delete(id: string, moveToCategory: string | null, meta: RequestMeta): Promise<CategoryDeleteResult> {
    return this.written(
      this.services.send<CategoryDeleteResult, CategoryDeleteRequest>('content', CONTENT_PATTERNS.categoriesDelete, { id, moveToCategory }, meta),
    );
  }

  articles(id: string, meta: RequestMeta): Promise<CategoryArticles> {
    return this.services.send<CategoryArticles, { id: string }>('content', CONTENT_PATTERNS.categoriesArticles, { id }, meta);
  }

  invalidateCache(): Promise<void> {
    return this.httpCache.invalidate(CATEGORIES_CACHE_FAMILY);
  }

  private async written<T>(write: Promise<T>): Promise<T> {
    const result = await write;
    await this.invalidateCache();
    return result;
  }
}
