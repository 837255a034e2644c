import { LIMITS, apiSuccessSchema, tagDeleteResultSchema, tagMergeResultSchema, tagSchema, type Tag, type TagDeleteResult, type TagMergeResult } from '@labmedicin/contracts';
import { z } from 'zod';
import { listPageOf, queryString, type ArticleListPage, type ListAnswer } from './articles';
import { apiCall, apiRequest, CHECK_ANSWERS } from './http';

/** GET /tags: every tag with the number of published articles carrying it. */
export async function fetchTags(): Promise<Tag[]> {
  return (await apiCall('GET', '/tags', CHECK_ANSWERS && apiSuccessSchema(z.array(tagSchema)))).data;
}

/** GET /tags/:tag/articles?page=&limit=12: a page of the published articles with the tag. */
export async function fetchTagArticles(tag: string, page = 1): Promise<ArticleListPage> {
  const search = queryString({ page, limit: LIMITS.tagArticlePageSize });
  return listPageOf(await apiRequest<ListAnswer>('GET', `/tags/${encodeURIComponent(tag)}/articles${search}`));
}

/** PUT /tags/merge (admin): every source tag becomes the target; a rename is a merge of one. */
export async function mergeTags(sourceTags: string[], targetTag: string): Promise<TagMergeResult> {
  return (await apiCall('PUT', '/tags/merge', CHECK_ANSWERS && apiSuccessSchema(tagMergeResultSchema), { sourceTags, targetTag })).data;
}

/** DELETE /tags/:tag (admin): the tag is removed from every article. */
export async function deleteTag(tag: string): Promise<TagDeleteResult> {
  return (await apiCall('DELETE', `/tags/${encodeURIComponent(tag)}`, CHECK_ANSWERS && apiSuccessSchema(tagDeleteResultSchema))).data;
}
