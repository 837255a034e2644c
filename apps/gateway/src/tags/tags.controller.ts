import { Controller, Inject } from '@nestjs/common';
import { CONTENT_MESSAGES, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../http-cache/article-cache';
import { PublicCache } from '../http-cache/public-cache.decorator';

/** Tags: counts and tag pages for everyone; merge (and rename) and delete for admins. */
@Controller()
export class TagsController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Route(ROUTES.tagList)
  @PublicCache(ARTICLE_CACHE.tags, ARTICLE_CACHE_ROUTES.tags)
  async list(@Input() { query }: In<'tagList'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(CONTENT_MESSAGES.tagsList, query, meta) };
  }

  @Route(ROUTES.tagArticles)
  @PublicCache(ARTICLE_CACHE.tagArticles, ARTICLE_CACHE_ROUTES.tagArticles)
  async articles(@Input() { params, query }: In<'tagArticles'>, @Meta() meta: RequestMeta) {
    return this.services.send(CONTENT_MESSAGES.tagsArticles, { ...query, ...params }, meta);
  }

  @Route(ROUTES.tagMerge)
  async merge(@Input() { body }: In<'tagMerge'>, @Meta() meta: RequestMeta) {
    const result = await this.services.send(CONTENT_MESSAGES.tagsMerge, body, meta);
    return { data: result, message: 'Tags merged successfully' };
  }

  @Route(ROUTES.tagDelete)
  async delete(@Input() { params }: In<'tagDelete'>, @Meta() meta: RequestMeta) {
    const result = await this.services.send(CONTENT_MESSAGES.tagsDelete, params, meta);
    return { data: result, message: 'Tag deleted successfully' };
  }
}
