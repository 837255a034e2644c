import { Controller, Inject } from '@nestjs/common';
import { CONTENT_MESSAGES, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Forwarding } from '../common/forwarding';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { PublicCache } from '../http-cache/public-cache.decorator';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../http-cache/article-cache';
import { CachedArticle } from './article-views.interceptor';

/**
 * The articles API over content. Content decides what the actor sees (drafts only for admins and
 * contributors) and may do; the gateway checks the role first, validates input and caches public
 * reads. /search, /suggest and /tags are declared before /:slug so they are not taken for slugs.
 */
@Controller()
export class ArticlesController extends Forwarding(
  [
    'articleList',
    'articleSearch',
    'articleSuggest',
    'articleTags',
    'articleGet',
    'articleCreate',
    'articleSubmitForReview',
    'articleReturnToAuthor',
    'articlePublish',
    'articleUpdate',
    'articleTranslationUnlink',
  ],
  {
    articleList: PublicCache(ARTICLE_CACHE.lists, ARTICLE_CACHE_ROUTES.lists),
    articleSearch: PublicCache(ARTICLE_CACHE.search, ARTICLE_CACHE_ROUTES.search),
    articleSuggest: PublicCache(ARTICLE_CACHE.suggestions, ARTICLE_CACHE_ROUTES.suggestions),
    articleTags: PublicCache(ARTICLE_CACHE.tags, ARTICLE_CACHE_ROUTES.tags),
    articleGet: CachedArticle(),
  },
) {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {
    super();
  }

  /** The body names the translation; content links it to the original in the path. */
  @Route(ROUTES.articleTranslationLink)
  async linkTranslation(@Input() { params, body }: In<'articleTranslationLink'>, @Meta() meta: RequestMeta) {
    const original = await this.services.send(CONTENT_MESSAGES.articlesLinkTranslation, { slug: params.slug, translation: body.slug }, meta);
    return { data: original, message: 'Translation linked' };
  }

  @Route(ROUTES.articleDelete)
  async delete(@Input() { params }: In<'articleDelete'>, @Meta() meta: RequestMeta) {
    const result = await this.services.send(CONTENT_MESSAGES.articlesDelete, params, meta);
    return { data: result, message: `Article "${result.deleted.title}" deleted successfully` };
  }
}
