import { Controller } from '@nestjs/common';
import { Forwarding } from '../common/forwarding';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../http-cache/article-cache';
import { PublicCache } from '../http-cache/public-cache.decorator';

/** Categories live in content; bodies and ids are validated here first. */
@Controller()
export class CategoriesController extends Forwarding(['categoryList', 'categoryCreate', 'categoryUpdate', 'categoryDelete', 'categoryArticles'], {
  categoryList: PublicCache(ARTICLE_CACHE.categories, ARTICLE_CACHE_ROUTES.categories),
}) {}
