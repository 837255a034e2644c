import { z } from 'zod';
import { LANGUAGES } from '../languages.constants';
import { DEFAULT_CATEGORY_COLOR, LIMITS } from '../limits';
import { objectIdSchema } from '../ids';
import { HEX_COLOR } from './category.constants';

// What needs no zod is in a module of its own, so a bundle can take it without the schemas.
export * from './category.constants';

/**
 * Create and edit a category: name 1-50 (the Swedish name, which makes the slug), the English name
 * `nameEn` up to 50 (blank or left out: the same as name), the Swedish description up to 200 and the
 * English one `descriptionEn` up to 200 (blank or left out: none), colour #RRGGBB.
 */
export const categoryInputSchema = z.object({
  name: z
    .string({ required_error: 'categoryNameRequired' })
    .trim()
    .min(1, 'categoryNameRequired')
    .max(LIMITS.categoryNameMax, 'categoryNameTooLong'),
  nameEn: z
    .string({ invalid_type_error: 'invalidValue' })
    .trim()
    .max(LIMITS.categoryNameMax, 'categoryNameTooLong')
    .nullish()
    .transform((text) => text || undefined),
  description: z.string().trim().max(LIMITS.categoryDescriptionMax, 'categoryDescriptionTooLong').default(''),
  descriptionEn: z
    .string({ invalid_type_error: 'invalidValue' })
    .trim()
    .max(LIMITS.categoryDescriptionMax, 'categoryDescriptionTooLong')
    .nullish()
    .transform((text) => text || undefined),
  color: z
    .string({ required_error: 'colorRequired' })
    .trim()
    .min(1, 'colorRequired')
    .regex(HEX_COLOR, 'colorInvalid')
    .default(DEFAULT_CATEGORY_COLOR),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type CategoryFormValues = z.input<typeof categoryInputSchema>;

/** DELETE /categories/:id body: where the category's articles go before it is deleted. */
export const categoryDeleteSchema = z.object({
  moveToCategory: objectIdSchema.nullable().optional().default(null),
});
export type CategoryDeleteInput = z.infer<typeof categoryDeleteSchema>;

/** A category's name in each language (the Swedish one is also `name`). */
export const categoryNamesSchema = z.object({ sv: z.string(), en: z.string() });
export type CategoryNames = z.infer<typeof categoryNamesSchema>;

/**
 * A category's description in each language (the Swedish one is also `description`); `en` is
 * empty when none was written in English: an English reader is then shown the Swedish one, marked as such.
 */
export const categoryDescriptionsSchema = z.object({ sv: z.string(), en: z.string() });

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  names: categoryNamesSchema,
  slug: z.string(),
  description: z.string(),
  descriptions: categoryDescriptionsSchema,
  color: z.string(),
  articleCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /categories/:id/articles: the count the delete dialog reads, and the articles themselves. */
export const categoryArticlesSchema = z.object({
  category: categorySchema,
  count: z.number().int().min(0),
  articles: z.array(z.object({ _id: z.string(), slug: z.string(), title: z.string(), status: z.string() })),
});
export type CategoryArticles = z.infer<typeof categoryArticlesSchema>;

/** Payload of CONTENT_MESSAGES.categoriesArticles. */
export const categoryIdSchema = z.object({ id: objectIdSchema });

/** Payload of CONTENT_MESSAGES.categoriesUpdate: the category's id and the form's values. */
export const categoryUpdateRequestSchema = categoryInputSchema.merge(categoryIdSchema);

/** Payload of CONTENT_MESSAGES.categoriesDelete. */
export const categoryDeleteRequestSchema = categoryDeleteSchema.merge(categoryIdSchema);

/** Answer of CONTENT_MESSAGES.categoriesDelete: the category as it was, and how many articles moved. */
export const categoryDeleteResultSchema = z.object({ deleted: categorySchema, movedArticles: z.number().int().min(0) });
export type CategoryDeleteResult = z.infer<typeof categoryDeleteResultSchema>;

/** Payload of the category.changed event, emitted after every category write. */
export const categoryChangedEventSchema = z.object({ id: z.string(), kind: z.enum(['created', 'updated', 'deleted']) });
export type CategoryChangedEvent = z.infer<typeof categoryChangedEventSchema>;

/**
 * GET /categories (payload of CONTENT_MESSAGES.categoriesList). Readers' counts always cover
 * published articles only; `status: 'published'` asks the same for an editor, as the public
 * article list does, so its badges match what it lists. With `language` (the reader's), a
 * translation group counts once, as the public list with that language lists it.
 */
export const categoryListQuerySchema = z.object({
  status: z.enum(['published'], { errorMap: () => ({ message: 'invalidValue' }) }).optional(),
  language: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.enum(LANGUAGES, { errorMap: () => ({ message: 'invalidValue' }) }).optional(),
  ),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;
