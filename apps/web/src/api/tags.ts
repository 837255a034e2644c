import { LIMITS, ROUTE, type Tag } from '@labmedicin/contracts';
import type { ArticleListPage } from './articles';
import { call } from './http';

/** GET /tags: every tag with the number of published articles carrying it. */
export async function fetchTags(): Promise<Tag[]> {
  return (await call(ROUTE.tagList)).data;
}

/** GET /tags/:tag/articles?page=&limit=12: a page of the published articles with the tag. */
export async function fetchTagArticles(tag: string, page = 1): Promise<ArticleListPage> {
  const { data, pagination } = await call(ROUTE.tagArticles, { params: { tag }, query: { page, limit: LIMITS.tagArticlePageSize } });
  return { data, pagination };
}
