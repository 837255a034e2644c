import { z } from 'zod';
import { LIMITS } from '../limits';
import { pageQuerySchema } from '../api';
import { normaliseTag } from './tag.constants';
import { readerLanguageQuerySchema } from './article-language.schema';

// What needs no zod is in a module of its own, so a bundle can take it without the schemas.
export * from './tag.constants';

/** One tag name typed by an admin (rename, merge target) or taken from a URL; a control character is in no tag. */
export const tagNameSchema = z
  .string({ required_error: 'tagNameRequired', invalid_type_error: 'tagNameRequired' })
  .transform(normaliseTag)
  .pipe(
    z
      .string()
      .min(1, 'tagNameRequired')
      .max(LIMITS.tagNameMax, 'tagNameTooLong')
      .regex(/^\P{Cc}*$/u, 'invalidValue'),
  );

/** GET /tags and /articles/tags: a tag and how many articles carry it. */
export const tagSchema = z.object({
  tag: z.string(),
  count: z.number().int().min(0),
});
export type Tag = z.infer<typeof tagSchema>;

/**
 * Data of CONTENT_MESSAGES.tagsList (GET /tags?language=): with the reader's language, the tags of
 * the articles that reader is listed (one per translation group, in that language when it has
 * one), so that an interface shows its own language's tags; without, every tag (the admin's
 * tags, the sitemap).
 */
export const tagListQuerySchema = readerLanguageQuerySchema;

/** PUT /tags/merge: every source tag becomes the target; a rename is a merge of one. */
export const tagMergeSchema = z.object({
  sourceTags: z
    .array(tagNameSchema, { required_error: 'tagNameRequired', invalid_type_error: 'tagNameRequired' })
    .min(1, 'tagNameRequired'),
  targetTag: tagNameSchema,
});
export type TagMergeInput = z.infer<typeof tagMergeSchema>;

export type TagMergeRequest = z.input<typeof tagMergeSchema>;

/** Data of CONTENT_MESSAGES.tagsDelete. */
export const tagDeleteSchema = z.object({ tag: tagNameSchema });
export type TagDeleteRequest = z.input<typeof tagDeleteSchema>;

/**
 * Data of CONTENT_MESSAGES.tagsArticles (GET /tags/:tag/articles, page size 12): published articles
 * only; with `language`, one per translation group, in the reader's language when it has one.
 */
export const tagArticlesQuerySchema = pageQuerySchema(LIMITS.tagArticlePageSize, LIMITS.maxPageSize)
  .extend({ tag: tagNameSchema })
  .merge(readerLanguageQuerySchema);
export type TagArticlesQuery = z.infer<typeof tagArticlesQuerySchema>;
export type TagArticlesRequest = z.input<typeof tagArticlesQuerySchema>;

/** Answer of CONTENT_MESSAGES.tagsMerge. `mergedTags`: the source tags some article carried. */
export const tagMergeResultSchema = z.object({
  targetTag: z.string(),
  mergedTags: z.array(z.string()),
  updatedArticles: z.number().int().min(0),
});
export type TagMergeResult = z.infer<typeof tagMergeResultSchema>;

/** Answer of CONTENT_MESSAGES.tagsDelete. */
export const tagDeleteResultSchema = z.object({ tag: z.string(), updatedArticles: z.number().int().min(0) });
export type TagDeleteResult = z.infer<typeof tagDeleteResultSchema>;

/** Payload of the tags.changed event: which tags went away and which articles were rewritten. */
export const tagsChangedEventSchema = z.object({
  kind: z.enum(['merged', 'deleted']),
  tags: z.array(z.string()),
  /** Set for a merge: the tag the others became. */
  targetTag: z.string().optional(),
  articles: z.array(z.object({ id: z.string(), slug: z.string() })),
});
export type TagsChangedEvent = z.infer<typeof tagsChangedEventSchema>;
