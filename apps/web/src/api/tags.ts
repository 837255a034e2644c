import { LIMITS, ROUTE, type ArticleLanguage, type Tag } from '@labmedicin/contracts';
import type { ArticleListPage } from './articles';
import { call } from './http';

/** GET /tags: every tag with the number of published articles carrying it. */
export async function fetchTags(): Promise<Tag[]> {
  return (await call(ROUTE.tagList)).data;
}

/** GET /tags?language=: the tags of the articles listed to a reader of this language (each translation group once), with their counts. */
export async function fetchReaderTags(language: ArticleLanguage): Promise<Tag[]> {
  return (await call(ROUTE.tagList, { query: { language } })).data;
}

/** GET /tags/:tag/articles?page=&limit=12&language=: a page of the published articles with the tag, each once, in the reader's language when it has it. */
export async function fetchTagArticles(tag: string, page: number, language: ArticleLanguage): Promise<ArticleListPage> {
  const { data, pagination } = await call(ROUTE.tagArticles, { params: { tag }, query: { page, limit: LIMITS.tagArticlePageSize, language } });
  return { data, pagination };
}
