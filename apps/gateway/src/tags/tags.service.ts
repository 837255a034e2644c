import { Inject, Injectable } from '@nestjs/common';
import {
  CONTENT_PATTERNS,
  type ArticlePage,
  type RequestMeta,
  type Tag,
  type TagArticlesQuery,
  type TagArticlesRequest,
  type TagDeleteRequest,
  type TagDeleteResult,
  type TagMergeInput,
  type TagMergeRequest,
  type TagMergeResult,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { ArticleCache } from '../articles/article-cache';

/**
 * Tags live on content's articles. A merge or delete rewrites articles this gateway cannot name
 * from the answer, so every cached article answer goes.
 */
@Injectable()
export class TagsService {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    private readonly cache: ArticleCache,
  ) {}

  /** Counts over published articles, or over every article for admins and contributors. */
  list(meta: RequestMeta): Promise<Tag[]> {
    return this.services.send<Tag[], undefined>('content', CONTENT_PATTERNS.tagsList, undefined, meta);
  }

  articles(query: TagArticlesQuery, meta: RequestMeta): Promise<ArticlePage> {
    return this.services.send<ArticlePage, TagArticlesRequest>('content', CONTENT_PATTERNS.tagsArticles, query, meta);
  }

  async merge(input: TagMergeInput, meta: RequestMeta): Promise<TagMergeResult> {
    const result = await this.services.send<TagMergeResult, TagMergeRequest>('content', CONTENT_PATTERNS.tagsMerge, input, meta);
    await this.cache.allChanged();
    return result;
  }

  async delete(tag: string, meta: RequestMeta): Promise<TagDeleteResult> {
    const result = await this.services.send<TagDeleteResult, TagDeleteRequest>('content', CONTENT_PATTERNS.tagsDelete, { tag }, meta);
    await this.cache.allChanged();
    return result;
  }
}
