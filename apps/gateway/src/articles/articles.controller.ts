import { Controller, Inject } from '@nestjs/common';
import { CONTENT_MESSAGES, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { PublicCache } from '../http-cache/public-cache.decorator';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../http-cache/article-cache';
import { CachedArticle } from './article-views.interceptor';

/**
 * The articles API over content. Content decides what the actor sees (drafts only for admins and
 * contributors) and may do; the gateway checks the role first, validates input and caches public
 * reads. /search and /tags are declared before /:slug so they are not taken for slugs.
 */
@Controller()
export class ArticlesController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Route(ROUTES.articleList)
  @PublicCache(ARTICLE_CACHE.lists, ARTICLE_CACHE_ROUTES.lists)
  async list(@Input() { query }: In<'articleList'>, @Meta() meta: RequestMeta) {
    return this.services.send(CONTENT_MESSAGES.articlesList, query, meta);
  }

  @Route(ROUTES.articleSearch)
  @PublicCache(ARTICLE_CACHE.search, ARTICLE_CACHE_ROUTES.search)
  async search(@Input() { query }: In<'articleSearch'>, @Meta() meta: RequestMeta) {
    return this.services.send(CONTENT_MESSAGES.articlesSearch, query, meta);
  }

  @Route(ROUTES.articleSuggest)
  @PublicCache(ARTICLE_CACHE.suggestions, ARTICLE_CACHE_ROUTES.suggestions)
  async suggest(@Input() { query }: In<'articleSuggest'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(CONTENT_MESSAGES.articlesSuggest, query, meta) };
  }

  @Route(ROUTES.articleTags)
  @PublicCache(ARTICLE_CACHE.tags, ARTICLE_CACHE_ROUTES.tags)
  async tagCounts(@Input() { query }: In<'articleTags'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(CONTENT_MESSAGES.tagsList, query, meta) };
  }

  @Route(ROUTES.articleGet)
  @CachedArticle()
  async get(@Input() { params }: In<'articleGet'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(CONTENT_MESSAGES.articlesGet, params, meta) };
  }

  @Route(ROUTES.articleCreate)
  async create(@Input() { body }: In<'articleCreate'>, @Meta() meta: RequestMeta) {
    const article = await this.services.send(CONTENT_MESSAGES.articlesCreate, body, meta);
    return { data: article, message: 'Article created successfully' };
  }

  @Route(ROUTES.articleSubmitForReview)
  async submitForReview(@Input() { params, body }: In<'articleSubmitForReview'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(CONTENT_MESSAGES.articlesSubmitForReview, { ...params, ...body }, meta) };
  }

  @Route(ROUTES.articleReturnToAuthor)
  async returnToAuthor(@Input() { params, body }: In<'articleReturnToAuthor'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(CONTENT_MESSAGES.articlesReturnToAuthor, { ...params, ...body }, meta) };
  }

  @Route(ROUTES.articlePublish)
  async publish(@Input() { params, body }: In<'articlePublish'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(CONTENT_MESSAGES.articlesPublish, { ...params, ...body }, meta) };
  }

  @Route(ROUTES.articleUpdate)
  async update(@Input() { params, body }: In<'articleUpdate'>, @Meta() meta: RequestMeta) {
    const article = await this.services.send(CONTENT_MESSAGES.articlesUpdate, { ...body, ...params }, meta);
    return { data: article, message: 'Article updated successfully' };
  }

  /** The body names the translation; content links it to the original in the path. */
  @Route(ROUTES.articleTranslationLink)
  async linkTranslation(@Input() { params, body }: In<'articleTranslationLink'>, @Meta() meta: RequestMeta) {
    const original = await this.services.send(CONTENT_MESSAGES.articlesLinkTranslation, { slug: params.slug, translation: body.slug }, meta);
    return { data: original, message: 'Translation linked' };
  }

  @Route(ROUTES.articleTranslationUnlink)
  async unlinkTranslation(@Input() { params }: In<'articleTranslationUnlink'>, @Meta() meta: RequestMeta) {
    const original = await this.services.send(CONTENT_MESSAGES.articlesUnlinkTranslation, params, meta);
    return { data: original, message: 'Translation unlinked' };
  }

  @Route(ROUTES.articleDelete)
  async delete(@Input() { params }: In<'articleDelete'>, @Meta() meta: RequestMeta) {
    const result = await this.services.send(CONTENT_MESSAGES.articlesDelete, params, meta);
    return { data: result, message: `Article "${result.deleted.title}" deleted successfully` };
  }
}
