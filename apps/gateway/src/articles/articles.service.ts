import { Inject, Injectable } from '@nestjs/common';
import {
  CONTENT_PATTERNS,
  type Article,
  type ArticleDeleteResult,
  type ArticleFormValues,
  type ArticleInput,
  type ArticleListQuery,
  type ArticleListRequest,
  type ArticlePage,
  type ArticleSearchQuery,
  type ArticleSearchRequest,
  type ArticleSearchResult,
  type ArticleSlugRequest,
  type ArticleUpdateInput,
  type ArticleUpdateRequest,
  type RequestMeta,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { ArticleCache } from './article-cache';

/**
 * Articles live in content, which decides what the actor may see and do. After a write the
 * gateway drops the cached answers that may show the article at once (content's events cover
 * writes that did not pass through this gateway).
 */
@Injectable()
export class ArticlesService {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    private readonly cache: ArticleCache,
  ) {}

  list(query: ArticleListQuery, meta: RequestMeta): Promise<ArticlePage> {
    return this.services.send<ArticlePage, ArticleListRequest>('content', CONTENT_PATTERNS.articlesList, query, meta);
  }

  search(query: ArticleSearchQuery, meta: RequestMeta): Promise<ArticleSearchResult> {
    return this.services.send<ArticleSearchResult, ArticleSearchRequest>('content', CONTENT_PATTERNS.articlesSearch, query, meta);
  }

  get(slug: string, meta: RequestMeta): Promise<Article> {
    return this.services.send<Article, ArticleSlugRequest>('content', CONTENT_PATTERNS.articlesGet, { slug }, meta);
  }

  async create(input: ArticleInput, meta: RequestMeta): Promise<Article> {
    const article = await this.services.send<Article, ArticleFormValues>('content', CONTENT_PATTERNS.articlesCreate, input, meta);
    await this.cache.articlesChanged([article.slug]);
    return article;
  }

  async update(slug: string, input: ArticleUpdateInput, meta: RequestMeta): Promise<Article> {
    const article = await this.services.send<Article, ArticleUpdateRequest>('content', CONTENT_PATTERNS.articlesUpdate, { slug, input }, meta);
    await this.cache.articlesChanged([article.slug]);
    return article;
  }

  async delete(slug: string, meta: RequestMeta): Promise<ArticleDeleteResult> {
    const result = await this.services.send<ArticleDeleteResult, ArticleSlugRequest>('content', CONTENT_PATTERNS.articlesDelete, { slug }, meta);
    await this.cache.articlesChanged([result.deleted.slug]);
    return result;
  }
}
