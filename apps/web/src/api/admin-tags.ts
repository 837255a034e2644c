import { ROUTES, type TagDeleteResult, type TagMergeResult } from '@labmedicin/contracts';
import { call } from './http';

/** PUT /tags/merge (admin): every source tag becomes the target; a rename is a merge of one. */
export async function mergeTags(sourceTags: string[], targetTag: string): Promise<TagMergeResult> {
  return (await call(ROUTES.tagMerge, { body: { sourceTags, targetTag } })).data;
}

/** DELETE /tags/:tag (admin): the tag is removed from every article. */
export async function deleteTag(tag: string): Promise<TagDeleteResult> {
  return (await call(ROUTES.tagDelete, { params: { tag } })).data;
}
