import { Controller, Inject } from '@nestjs/common';
import { CONTENT_MESSAGES, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../http-cache/article-cache';
import { PublicCache } from '../http-cache/public-cache.decorator';

/** Categories live in content; bodies and ids are validated here first. */
@Controller()
export class CategoriesController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Route(ROUTES.categoryList)
  @PublicCache(ARTICLE_CACHE.categories, ARTICLE_CACHE_ROUTES.categories)
  async list(@Input() { query }: In<'categoryList'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(CONTENT_MESSAGES.categoriesList, query, meta) };
  }

  @Route(ROUTES.categoryCreate)
  async create(@Input() { body }: In<'categoryCreate'>, @Meta() meta: RequestMeta) {
    const category = await this.services.send(CONTENT_MESSAGES.categoriesCreate, body, meta);
    return { data: category, message: 'Category created successfully' };
  }

  @Route(ROUTES.categoryUpdate)
  async update(@Input() { params, body }: In<'categoryUpdate'>, @Meta() meta: RequestMeta) {
    const category = await this.services.send(CONTENT_MESSAGES.categoriesUpdate, { ...body, ...params }, meta);
    return { data: category, message: 'Category updated successfully' };
  }

  @Route(ROUTES.categoryDelete)
  async delete(@Input() { params, body }: In<'categoryDelete'>, @Meta() meta: RequestMeta) {
    const result = await this.services.send(CONTENT_MESSAGES.categoriesDelete, { id: params.id, moveToCategory: body.moveToCategory }, meta);
    return { data: result, message: 'Category deleted successfully' };
  }

  @Route(ROUTES.categoryArticles)
  async articles(@Input() { params }: In<'categoryArticles'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(CONTENT_MESSAGES.categoriesArticles, params, meta) };
  }
}
