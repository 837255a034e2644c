import {
  CONTENT_MESSAGES,
  type AnswerOf,
  type ApiSuccess,
  type ArticleListItem,
  type ArticleSearchResult,
  type PayloadOf,
  type RequestMessage,
  type RequestMeta,
} from '@labmedicin/contracts';
import type { ServiceClient } from '@labmedicin/platform';
import type { ZodType, ZodTypeDef } from 'zod';
import { ARTICLE_CACHE } from './article-cache';

/** A search answer: the hits and how many fall in each category (the SPA's category filter). */
export type SearchAnswer = ApiSuccess<ArticleListItem[]> & Pick<ArticleSearchResult, 'categories'>;

/**
 * A public read: what it takes (its route params and query as one object, the contracts schema
 * the controller validates with), the family its answers are cached under, and how its answer is
 * made from content's. The controllers and the direct path for anonymous reads (DirectReads) both
 * answer through it, so the two can never send different bodies for the same request.
 */
export interface PublicRead<In, Answer> {
  family: string;
  input: ZodType<In, ZodTypeDef, unknown>;
  read(services: ServiceClient, input: In, meta: RequestMeta): Promise<Answer>;
  /**
   * The answer's JSON, made around content's JSON bytes without parsing them: the same bytes as
   * JSON.stringify of what `read` gives, for a caller that only sends them on.
   */
  readJson(services: ServiceClient, input: In, meta: RequestMeta): Promise<Buffer>;
}

const SUCCESS_WITH_DATA = Buffer.from('{"success":true,"data":');
const CLOSE = Buffer.from('}');
const SUCCESS_AND = Buffer.from('{"success":true,');

/** A read whose answer is content's answer as `data`. */
function answerAsData<M extends RequestMessage>(family: string, message: M): PublicRead<PayloadOf<M>, ApiSuccess<AnswerOf<M>>> {
  return {
    family,
    input: message.payload,
    read: async (services, input, meta) => ({ success: true, data: await services.send(message, input, meta) }),
    readJson: async (services, input, meta) => Buffer.concat([SUCCESS_WITH_DATA, await services.sendForJson(message, input, meta), CLOSE]),
  };
}

/** A read whose answer is content's answer (a page: data, pagination...) with success beside its fields. */
function answerWithSuccess<M extends RequestMessage>(family: string, message: M): PublicRead<PayloadOf<M>, { success: true } & AnswerOf<M>> {
  return {
    family,
    input: message.payload,
    read: async (services, input, meta) => ({ success: true, ...(await services.send(message, input, meta)) }),
    readJson: async (services, input, meta) => {
      // Content's object has fields, so its JSON is `{"data":...}`: success goes in after the brace.
      const json = await services.sendForJson(message, input, meta);
      return Buffer.concat([SUCCESS_AND, json.subarray(1)]);
    },
  };
}

export const PUBLIC_READS = {
  article: answerAsData(ARTICLE_CACHE.article, CONTENT_MESSAGES.articlesGet),
  articles: answerWithSuccess(ARTICLE_CACHE.lists, CONTENT_MESSAGES.articlesList),
  search: answerWithSuccess(ARTICLE_CACHE.search, CONTENT_MESSAGES.articlesSearch),
  tags: answerAsData(ARTICLE_CACHE.tags, CONTENT_MESSAGES.tagsList),
  tagArticles: answerWithSuccess(ARTICLE_CACHE.tagArticles, CONTENT_MESSAGES.tagsArticles),
  categories: answerAsData(ARTICLE_CACHE.categories, CONTENT_MESSAGES.categoriesList),
};
