import { Controller } from '@nestjs/common';
import { Forwarding } from '../common/forwarding';
import { ARTICLE_CACHE, ARTICLE_CACHE_ROUTES } from '../http-cache/article-cache';
import { PublicCache } from '../http-cache/public-cache.decorator';

/** Tags: counts and tag pages for everyone; merge (and rename) and delete for admins. */
@Controller()
export class TagsController extends Forwarding(['tagList', 'tagArticles', 'tagMerge', 'tagDelete'], {
  tagList: PublicCache(ARTICLE_CACHE.tags, ARTICLE_CACHE_ROUTES.tags),
  tagArticles: PublicCache(ARTICLE_CACHE.tagArticles, ARTICLE_CACHE_ROUTES.tagArticles),
}) {}
