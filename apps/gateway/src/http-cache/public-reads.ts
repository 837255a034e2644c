import {
  CONTENT_MESSAGES,
  articleListQuerySchema,
  articleSearchQuerySchema,
  articleSlugSchema,
  categoryListQuerySchema,
  tagArticlesQuerySchema,
  type ApiSuccess,
  type Article,
  type ArticleListItem,
  type ArticleSearchResult,
  type Category,
  type RequestMeta,
  type Tag,
} from '@labmedicin/contracts';
import type { ServiceClient } from '@labmedicin/platform';
import { z, type ZodType, type ZodTypeDef } from 'zod';
import { ARTICLE_CACHE } from './article-cache';

/** A search answer: the hits and how many fall in each category (the SPA's category filter). */
export type SearchAnswer = ApiSuccess<ArticleListItem[]> & Pick<ArticleSearchResult, 'categories'>;

/**
 * A public read: what it takes (its route params and query as one object, the contracts schema
 * the controller validates with), the family its answers are cached under, and how its answer is
 * made from content's. The controllers and the direct path for anonymous reads (DirectReads) both
 * answer through `read`, so the two can never send different bodies for the same request.
 */
export interface PublicRead<In, Answer> {
  family: string;
  input: ZodType<In, ZodTypeDef, unknown>;
  read(services: ServiceClient, input: In, meta: RequestMeta): Promise<Answer>;
}

function publicRead<In, Answer>(read: PublicRead<In, Answer>): PublicRead<In, Answer> {
  return read;
}

const NO_INPUT = z.object({});

export const PUBLIC_READS = {
  article: publicRead({
    family: ARTICLE_CACHE.article,
    input: articleSlugSchema,
    read: async (services, { slug }, meta): Promise<ApiSuccess<Article>> => ({
      success: true,
      data: await services.send(CONTENT_MESSAGES.articlesGet, { slug }, meta),
    }),
  }),
  articles: publicRead({
    family: ARTICLE_CACHE.lists,
    input: articleListQuerySchema,
    read: async (services, query, meta): Promise<ApiSuccess<ArticleListItem[]>> => {
      const { data, pagination } = await services.send(CONTENT_MESSAGES.articlesList, query, meta);
      return { success: true, data, pagination };
    },
  }),
  search: publicRead({
    family: ARTICLE_CACHE.search,
    input: articleSearchQuerySchema,
    read: async (services, query, meta): Promise<SearchAnswer> => {
      const { data, pagination, categories } = await services.send(CONTENT_MESSAGES.articlesSearch, query, meta);
      return { success: true, data, pagination, categories };
    },
  }),
  tags: publicRead({
    family: ARTICLE_CACHE.tags,
    input: NO_INPUT,
    read: async (services, _input, meta): Promise<ApiSuccess<Tag[]>> => ({
      success: true,
      data: await services.send(CONTENT_MESSAGES.tagsList, {}, meta),
    }),
  }),
  tagArticles: publicRead({
    family: ARTICLE_CACHE.tagArticles,
    input: tagArticlesQuerySchema,
    read: async (services, query, meta): Promise<ApiSuccess<ArticleListItem[]>> => {
      const { data, pagination } = await services.send(CONTENT_MESSAGES.tagsArticles, query, meta);
      return { success: true, data, pagination };
    },
  }),
  categories: publicRead({
    family: ARTICLE_CACHE.categories,
    input: categoryListQuerySchema,
    read: async (services, query, meta): Promise<ApiSuccess<Category[]>> => ({
      success: true,
      data: await services.send(CONTENT_MESSAGES.categoriesList, query, meta),
    }),
  }),
};
