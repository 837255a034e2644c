import { LIMITS, type ApiSuccess, type Tag } from '@labmedicin/contracts';
import { listPageOf, queryString, type ArticleListPage, type ListAnswer } from './articles';
import { apiRequest } from './http';

/** GET /tags: every tag with the number of published articles carrying it. */
export async function fetchTags(): Promise<Tag[]> {
  return (await apiRequest<ApiSuccess<Tag[]>>('GET', '/tags')).data;
}

/** GET /tags/:tag/articles?page=&limit=12: a page of the published articles with the tag. */
export async function fetchTagArticles(tag: string, page = 1): Promise<ArticleListPage> {
  const search = queryString({ page, limit: LIMITS.tagArticlePageSize });
  return listPageOf(await apiRequest<ListAnswer>('GET', `/tags/${encodeURIComponent(tag)}/articles${search}`));
}
