import { Inject, Injectable } from '@nestjs/common';
import {
  CONTENT_PATTERNS,
  type Article,
  type RequestMeta,
  type RevisionCompareQuery,
  type RevisionCompareRequest,
  type RevisionComparison,
  type RevisionDetail,
  type RevisionListQuery,
  type RevisionListRequest,
  type RevisionPage,
  type RevisionRef,
  type RevisionRequest,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { ArticleCache } from './article-cache';

/** An article's revision history in content; a restore is a save, so it drops the cached article. */
@Injectable()
export class ArticleRevisionsService {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    private readonly cache: ArticleCache,
  ) {}

  list(query: RevisionListQuery, meta: RequestMeta): Promise<RevisionPage> {
    return this.services.send<RevisionPage, RevisionListRequest>('content', CONTENT_PATTERNS.revisionsList, query, meta);
  }

  get(ref: RevisionRef, meta: RequestMeta): Promise<RevisionDetail> {
    return this.services.send<RevisionDetail, RevisionRequest>('content', CONTENT_PATTERNS.revisionsGet, ref, meta);
  }

  compare(query: RevisionCompareQuery, meta: RequestMeta): Promise<RevisionComparison> {
    return this.services.send<RevisionComparison, RevisionCompareRequest>('content', CONTENT_PATTERNS.revisionsCompare, query, meta);
  }

  async restore(ref: RevisionRef, meta: RequestMeta): Promise<Article> {
    const article = await this.services.send<Article, RevisionRequest>('content', CONTENT_PATTERNS.revisionsRestore, ref, meta);
    await this.cache.articlesChanged([article.slug]);
    return article;
  }
}
