import {
  CONTENT_MESSAGES,
  ROUTES,
  type AnswerOf,
  type ApiSuccess,
  type PayloadOf,
  type RequestMessage,
  type RequestMeta,
  type Route,
} from '@labmedicin/contracts';
import type { ServiceClient } from '@labmedicin/platform';
import { ARTICLE_CACHE } from './article-cache';

/**
 * A public read: the route of the table it answers (whose schemas validate its path parameters
 * and query), the family its answers are cached under, and how its answer is made from content's
 * for the service's payload (the parsed query and path parameters as one object). The controllers
 * and the direct path for anonymous reads (DirectReads) both answer through it, so the two can
 * never send different bodies for the same request.
 */
export interface PublicRead<In, Answer> {
  route: Route;
  family: string;
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
function answerAsData<M extends RequestMessage>(route: Route, family: string, message: M): PublicRead<PayloadOf<M>, ApiSuccess<AnswerOf<M>> & { success: true }> {
  return {
    route,
    family,
    read: async (services, input, meta) => ({ success: true, data: await services.send(message, input, meta) }),
    readJson: async (services, input, meta) => Buffer.concat([SUCCESS_WITH_DATA, await services.sendForJson(message, input, meta), CLOSE]),
  };
}

/** A read whose answer is content's answer (a page: data, pagination...) with success beside its fields. */
function answerWithSuccess<M extends RequestMessage>(route: Route, family: string, message: M): PublicRead<PayloadOf<M>, { success: true } & AnswerOf<M>> {
  return {
    route,
    family,
    read: async (services, input, meta) => ({ success: true, ...(await services.send(message, input, meta)) }),
    readJson: async (services, input, meta) => {
      // Content's object has fields, so its JSON is `{"data":...}`: success goes in after the brace.
      const json = await services.sendForJson(message, input, meta);
      return Buffer.concat([SUCCESS_AND, json.subarray(1)]);
    },
  };
}

/** The public reads, by the name of their route. */
export const PUBLIC_READS = {
  articleGet: answerAsData(ROUTES.articleGet, ARTICLE_CACHE.article, CONTENT_MESSAGES.articlesGet),
  articleList: answerWithSuccess(ROUTES.articleList, ARTICLE_CACHE.lists, CONTENT_MESSAGES.articlesList),
  articleSearch: answerWithSuccess(ROUTES.articleSearch, ARTICLE_CACHE.search, CONTENT_MESSAGES.articlesSearch),
  articleSuggest: answerAsData(ROUTES.articleSuggest, ARTICLE_CACHE.suggestions, CONTENT_MESSAGES.articlesSuggest),
  articleTags: answerAsData(ROUTES.articleTags, ARTICLE_CACHE.tags, CONTENT_MESSAGES.tagsList),
  tagList: answerAsData(ROUTES.tagList, ARTICLE_CACHE.tags, CONTENT_MESSAGES.tagsList),
  tagArticles: answerWithSuccess(ROUTES.tagArticles, ARTICLE_CACHE.tagArticles, CONTENT_MESSAGES.tagsArticles),
  categoryList: answerAsData(ROUTES.categoryList, ARTICLE_CACHE.categories, CONTENT_MESSAGES.categoriesList),
};
