import { z } from 'zod';
import { LIMITS } from '../limits';
import { pageQuerySchema, paginationSchema } from '../api';
import { analysisSchema } from './analysis.schema';
import { articleCategorySchema, articleSlugSchema, articleStatusSchema, referenceRangeSchema } from './article.schema';

/** The fields a revision keeps, each with its flag on the compare screen. */
export const COMPARED_FIELDS = [
  'title',
  'category',
  'summary',
  'content',
  'status',
  'clinicalSignificance',
  'interpretation',
  'tags',
  'relatedTests',
  'references',
  'referenceRanges',
  'analyses',
  'images',
] as const;
export type ComparedField = (typeof COMPARED_FIELDS)[number];

const versionNumberSchema = z.coerce
  .number({ invalid_type_error: 'invalidValue' })
  .int('invalidValue')
  .min(1, 'invalidValue');

/**
 * What the server did to make a revision, as a code with its values, so each reader sees it in
 * their own language: the seed's first version, a restore, a tag merge, rename or removal, an image
 * deleted from the media library. The editor's own words are `changeDescription` instead.
 */
export const revisionChangeSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('seeded') }),
  z.object({ code: z.literal('restored'), version: z.number().int().min(1) }),
  z.object({ code: z.literal('tagsMerged'), tags: z.array(z.string()), target: z.string() }),
  z.object({ code: z.literal('tagRenamed'), from: z.string(), to: z.string() }),
  z.object({ code: z.literal('tagRemoved'), tag: z.string() }),
  z.object({ code: z.literal('imageDeleted'), filename: z.string() }),
]);
export type RevisionChange = z.infer<typeof revisionChangeSchema>;

/** A row of the revision history table. */
export const revisionListItemSchema = z.object({
  versionNumber: z.number().int().min(1),
  timestamp: z.string(),
  editedBy: z.string(),
  changeDescription: z.string().optional(),
  change: revisionChangeSchema.optional(),
});
export type RevisionListItem = z.infer<typeof revisionListItemSchema>;

/** One revision with every compared field; `category` is null when that category no longer exists. */
export const revisionDetailSchema = revisionListItemSchema.extend({
  title: z.string(),
  category: articleCategorySchema.nullable(),
  summary: z.string(),
  content: z.string(),
  status: articleStatusSchema,
  clinicalSignificance: z.string(),
  interpretation: z.string(),
  tags: z.array(z.string()),
  relatedTests: z.array(z.string()),
  references: z.array(z.string()),
  referenceRanges: z.array(referenceRangeSchema),
  analyses: z.array(analysisSchema),
  images: z.array(z.string()),
});
export type RevisionDetail = z.infer<typeof revisionDetailSchema>;

/** GET /articles/:slug/compare: both versions and, per compared field, whether it changed. */
export const revisionComparisonSchema = z.object({
  version1: revisionDetailSchema,
  version2: revisionDetailSchema,
  differences: z.object(
    Object.fromEntries(COMPARED_FIELDS.map((field) => [field, z.boolean()])) as Record<ComparedField, z.ZodBoolean>,
  ),
});
export type RevisionComparison = z.infer<typeof revisionComparisonSchema>;

/** Data of CONTENT_MESSAGES.revisionsList (GET /articles/:slug/revisions, newest first, 20 a page). */
export const revisionListQuerySchema = pageQuerySchema(LIMITS.revisionPageSize, LIMITS.maxPageSize).merge(articleSlugSchema);
export type RevisionListQuery = z.infer<typeof revisionListQuerySchema>;
export type RevisionListRequest = z.input<typeof revisionListQuerySchema>;

/** Data of CONTENT_MESSAGES.revisionsGet and revisionsRestore. */
export const revisionRefSchema = articleSlugSchema.extend({ versionNumber: versionNumberSchema });
export type RevisionRef = z.infer<typeof revisionRefSchema>;
export type RevisionRequest = z.input<typeof revisionRefSchema>;

/** Data of CONTENT_MESSAGES.revisionsCompare (query v1 and v2 of the compare screen). */
export const revisionCompareSchema = articleSlugSchema.extend({ v1: versionNumberSchema, v2: versionNumberSchema });
export type RevisionCompareQuery = z.infer<typeof revisionCompareSchema>;
export type RevisionCompareRequest = z.input<typeof revisionCompareSchema>;

/** Answer of CONTENT_MESSAGES.revisionsList. */
export const revisionPageSchema = z.object({ data: z.array(revisionListItemSchema), pagination: paginationSchema });
export type RevisionPage = z.infer<typeof revisionPageSchema>;
