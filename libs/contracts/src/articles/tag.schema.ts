import { z } from 'zod';
import { LIMITS } from '../limits';
import { pageQuerySchema } from '../api';

/** A tag as it is stored and compared (SPEC §5): trimmed, lowercased, in one Unicode form. */
export function normaliseTag(tag: string): string {
  return tag.normalize('NFC').trim().toLocaleLowerCase('sv');
}

/** Tags of one article: normalised, blanks and repeats dropped, first occurrence kept. */
export function normaliseTags(tags: readonly string[]): string[] {
  return [...new Set(tags.map(normaliseTag).filter((tag) => tag !== ''))];
}

/** One tag name typed by an admin (rename, merge target) or taken from a URL. */
export const tagNameSchema = z
  .string({ required_error: 'tagNameRequired', invalid_type_error: 'tagNameRequired' })
  .transform(normaliseTag)
  .pipe(z.string().min(1, 'tagNameRequired').max(LIMITS.tagNameMax, 'tagNameTooLong'));

/** GET /tags and /articles/tags: a tag and how many articles carry it. */
export const tagSchema = z.object({
  tag: z.string(),
  count: z.number().int().min(0),
});
export type Tag = z.infer<typeof tagSchema>;

/** PUT /tags/merge (SPEC §4, §7): every source tag becomes the target; a rename is a merge of one. */
export const tagMergeSchema = z.object({
  sourceTags: z
    .array(tagNameSchema, { required_error: 'tagNameRequired', invalid_type_error: 'tagNameRequired' })
    .min(1, 'tagNameRequired'),
  targetTag: tagNameSchema,
});
export type TagMergeInput = z.infer<typeof tagMergeSchema>;

/** Texts of the tag failures that are not validation of one name (SPEC §8). */
export const TAG_MESSAGES = {
  mergeIntoItself: 'The target tag must differ from the tags merged into it',
} as const;
export type TagMergeRequest = z.input<typeof tagMergeSchema>;

/** Data of CONTENT_PATTERNS.tagsDelete. */
export const tagDeleteSchema = z.object({ tag: tagNameSchema });
export type TagDeleteRequest = z.input<typeof tagDeleteSchema>;

/** Data of CONTENT_PATTERNS.tagsArticles (GET /tags/:tag/articles, page size 12): published articles only. */
export const tagArticlesQuerySchema = pageQuerySchema(LIMITS.tagArticlePageSize, LIMITS.maxPageSize).extend({
  tag: tagNameSchema,
});
export type TagArticlesQuery = z.infer<typeof tagArticlesQuerySchema>;
export type TagArticlesRequest = z.input<typeof tagArticlesQuerySchema>;

/** Answer of CONTENT_PATTERNS.tagsMerge. */
export interface TagMergeResult {
  targetTag: string;
  /** The source tags that some article carried; the others changed nothing. */
  mergedTags: string[];
  updatedArticles: number;
}

/** Answer of CONTENT_PATTERNS.tagsDelete. */
export interface TagDeleteResult {
  tag: string;
  updatedArticles: number;
}

/** Data of EVENTS.tagsChanged: which tags went away and which articles were rewritten. */
export interface TagsChangedEvent {
  kind: 'merged' | 'deleted';
  tags: string[];
  /** Set for a merge: the tag the others became. */
  targetTag?: string;
  articles: { id: string; slug: string }[];
}
