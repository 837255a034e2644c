import { z } from 'zod';
import { LIMITS } from '../limits';
import { pageQuerySchema, paginationSchema } from '../api';

// What needs no zod is in a module of its own, so a bundle can take it without the schemas.
export * from './media.constants';

/** The image types the product stores, by the type read from the file's bytes. */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

/**
 * What an image is stored for: an article image (up to 5 MB, JPG/PNG/GIF/WEBP) or a user's avatar
 * (under 2 MB, JPG/PNG/GIF). Avatars are kept out of the article media library.
 */
export const IMAGE_PURPOSES = ['article', 'avatar'] as const;
export const imagePurposeSchema = z.enum(IMAGE_PURPOSES);
export type ImagePurpose = z.infer<typeof imagePurposeSchema>;

/** The largest file each purpose accepts, in bytes. An avatar must be under 2 MB, an article image at most 5 MB. */
export const IMAGE_MAX_BYTES: Record<ImagePurpose, number> = {
  article: LIMITS.imageUploadMaxBytes,
  avatar: LIMITS.avatarMaxBytes - 1,
};

export const IMAGE_TYPES_BY_PURPOSE: Record<ImagePurpose, readonly string[]> = {
  article: IMAGE_MIME_TYPES,
  avatar: AVATAR_MIME_TYPES,
};

/** Stored file names are random hex with the extension of the type read from the bytes. */
export const storedFilenameSchema = z.string().regex(/^[0-9a-f]{32}\.(jpg|png|gif|webp)$/, 'invalidValue');

/**
 * Bytes as base64. Checked with a flat pattern: zod's own base64 check recurses per 4 characters
 * and overflows the stack on a file of a few megabytes.
 */
export const base64Field = z
  .string()
  .min(1)
  .refine((value) => value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value), 'invalidValue');

/** The name the file had on the uploader's disk, for display only: a very long one is cut, not refused. */
export const originalNameField = z
  .string()
  .trim()
  .transform((name) => name.slice(0, 255))
  .default('');

/**
 * Payload of MEDIA_MESSAGES.imagesStore: the file's bytes as base64 (binary does not travel as
 * JSON), the name it had on the uploader's disk (kept for display only) and what it is for.
 */
export const imageStoreSchema = z.object({
  data: base64Field,
  originalName: originalNameField,
  purpose: imagePurposeSchema,
});
export type ImageStoreInput = z.input<typeof imageStoreSchema>;

/** A flag in a query or a form field: `true` or `false` as text (absent is false). */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .default(false)
  .transform((value) => value === true || value === 'true');

/**
 * The alternative text an article image is inserted with, in the article's language: required,
 * unless the image is marked decorative (it adds nothing a reader needs), which inserts it with an
 * empty alt. The form fields of POST /articles/upload, and the uploader's and picker's form.
 */
export const imageAltSchema = z
  .object({
    alt: z.string({ invalid_type_error: 'invalidValue' }).trim().max(LIMITS.imageAltMax, 'imageAltTooLong').default(''),
    decorative: queryFlag,
  })
  .superRefine(({ alt, decorative }, context) => {
    if (!decorative && alt === '') context.addIssue({ code: z.ZodIssueCode.custom, path: ['alt'], message: 'imageAltRequired' });
  })
  .transform(({ alt, decorative }) => ({ alt: decorative ? '' : alt, decorative }));
export type ImageAltValues = z.input<typeof imageAltSchema>;

/** A stored image: where it is served, its stored and original names, its pixel size and bytes. */
export const mediaItemSchema = z.object({
  _id: z.string(),
  url: z.string(),
  filename: z.string(),
  originalName: z.string(),
  purpose: imagePurposeSchema,
  mimeType: z.string(),
  width: z.number().int().min(0),
  height: z.number().int().min(0),
  size: z.number().int().min(0),
  uploadedAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const imageDeleteSchema = z.object({ filename: storedFilenameSchema });
export const imageDeleteResultSchema = z.object({ filename: z.string(), deleted: z.literal(true) });

/** Where the gateway serves stored files. */
export const UPLOADS_PATH = '/uploads';
export const uploadUrlOf = (filename: string): string => `${UPLOADS_PATH}/${filename}`;

/** The answer of POST /articles/upload: what the editor inserts. */
export const articleImageUploadResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  imageUrl: z.string(),
  alt: z.string(),
  filename: z.string(),
});
export type ArticleImageUploadResponse = z.infer<typeof articleImageUploadResponseSchema>;

/** A stored file name at the end of an image source: `/uploads/<name>`, relative or on any host. */
const UPLOADED_SOURCE = /\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif|webp))(?:[?#].*)?$/i;
const IMG_SOURCE = /<img\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/gi;

/** The stored file an image source shows, or null when it is no upload of ours. */
export function uploadedFilenameOf(source: string): string | null {
  return UPLOADED_SOURCE.exec(source.trim())?.[1]?.toLowerCase() ?? null;
}

/**
 * The stored images an article shows: the sources of the images in its HTML fields (content,
 * clinical significance, interpretation) and its `images` list, by file name, once each. Media
 * keeps its usage from these; a link to a file is no use of it.
 */
export function uploadedImagesOf(article: { content: string; clinicalSignificance: string; interpretation: string; images: readonly string[] }): string[] {
  const sources = [...article.images];
  for (const html of [article.content, article.clinicalSignificance, article.interpretation]) {
    for (const match of html.matchAll(IMG_SOURCE)) sources.push(match[1] ?? match[2] ?? '');
  }
  return [...new Set(sources.map(uploadedFilenameOf).filter((name): name is string => name !== null))];
}

export const MEDIA_SORTS = ['date', 'size', 'name'] as const;
export const MEDIA_FILTERS = ['all', 'used', 'unused'] as const;
export type MediaSort = (typeof MEDIA_SORTS)[number];
export type MediaFilter = (typeof MEDIA_FILTERS)[number];

/** GET /media: a page of 20 article images, newest first unless told; filtered by use and by original name. */
export const mediaListQuerySchema = pageQuerySchema(LIMITS.mediaPageSize).extend({
  sort: z.enum(MEDIA_SORTS).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
  filter: z.enum(MEDIA_FILTERS).default('all'),
  search: z.string().trim().max(200).default(''),
});
export type MediaListQuery = z.infer<typeof mediaListQuerySchema>;
export type MediaListQueryInput = z.input<typeof mediaListQuerySchema>;

/** An article that shows an image. */
export const mediaUsageArticleSchema = z.object({ slug: z.string(), title: z.string() });
export type MediaUsageArticle = z.infer<typeof mediaUsageArticleSchema>;

/** An image of the library: the stored image and how many articles use it in any version (used when above zero). */
export const mediaLibraryItemSchema = mediaItemSchema.extend({ usageCount: z.number().int().min(0) });
export type MediaLibraryItem = z.infer<typeof mediaLibraryItemSchema>;

/** The library's totals, over every article image whatever the page, filter or search. */
export const mediaStatsSchema = z.object({
  totalImages: z.number().int().min(0),
  totalSize: z.number().int().min(0),
  usedImages: z.number().int().min(0),
  unusedImages: z.number().int().min(0),
  unusedSize: z.number().int().min(0),
});
export type MediaStats = z.infer<typeof mediaStatsSchema>;

/** Answer of MEDIA_MESSAGES.libraryList. */
export const mediaLibraryPageSchema = z.object({
  data: z.array(mediaLibraryItemSchema),
  stats: mediaStatsSchema,
  pagination: paginationSchema,
});
export type MediaLibraryPage = z.infer<typeof mediaLibraryPageSchema>;

/**
 * An article that uses an image: whether its current version shows it, and how many of its earlier
 * versions do (a restore of one of them would show it again).
 */
export const mediaArticleUseSchema = mediaUsageArticleSchema.extend({
  current: z.boolean(),
  earlierVersions: z.number().int().min(0),
});
export type MediaArticleUse = z.infer<typeof mediaArticleUseSchema>;

/** GET /media/:filename/usage: how many articles use the image in any version, and which, by title. */
export const mediaUsageSchema = z.object({ usageCount: z.number().int().min(0), articles: z.array(mediaArticleUseSchema) });
export type MediaUsage = z.infer<typeof mediaUsageSchema>;


/** DELETE /media/:filename?force=: force removes the image from the articles that show it first. */
export const mediaDeleteSchema = z.object({ filename: storedFilenameSchema, force: queryFlag });
export type MediaDeleteInput = z.input<typeof mediaDeleteSchema>;

/**
 * Answer of MEDIA_MESSAGES.libraryDelete: deleted (with the articles it was removed from), or
 * refused because articles show it and force was not given.
 */
export const mediaDeleteResultSchema = z.discriminatedUnion('deleted', [
  z.object({ deleted: z.literal(true), filename: z.string(), removedFrom: z.array(mediaUsageArticleSchema) }),
  z.object({ deleted: z.literal(false), filename: z.string(), usage: mediaUsageSchema }),
]);
export type MediaDeleteResult = z.infer<typeof mediaDeleteResultSchema>;

/** Payload of CONTENT_MESSAGES.articlesRemoveImage: a stored image leaving every article that shows it. */
export const articleImageRemovalSchema = z.object({ filename: storedFilenameSchema });
export const articleImageRemovalResultSchema = z.object({ articles: z.array(mediaUsageArticleSchema) });

/** Payload of CONTENT_MESSAGES.articlesImagesOfVersions: a page of every article, in id order. */
export const articleImagesOfVersionsQuerySchema = pageQuerySchema(100, 500);
/**
 * Its answer: the articles of the page some version of which showed a stored image, with what the
 * current version shows and what any version showed (media's usage of earlier versions, filled in
 * once for the usages stored before media kept it).
 */
export const articleImagesOfVersionsSchema = z.object({
  data: z.array(z.object({ articleId: z.string(), slug: z.string(), title: z.string(), images: z.array(z.string()), everShown: z.array(z.string()) })),
  pagination: paginationSchema,
});
export type ArticleImagesOfVersions = z.infer<typeof articleImagesOfVersionsSchema>;

/** Payload of CONTENT_MESSAGES.articlesImageUse: the articles media knows used a stored image, by id. */
export const articleImageUseQuerySchema = z.object({ filename: storedFilenameSchema, articleIds: z.array(z.string()) });
/** Its answer: those of them that still exist, with how their versions use the image, by title. */
export const articleImageUseSchema = z.array(mediaArticleUseSchema);
