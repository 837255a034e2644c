import { z } from 'zod';
import { DEFAULT_CATEGORY_COLOR, LIMITS } from '../limits';
import { objectIdSchema } from '../ids';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Create and edit a category (SPEC §5): name 1-50, description up to 200, colour #RRGGBB. */
export const categoryInputSchema = z.object({
  name: z
    .string({ required_error: 'categoryNameRequired' })
    .trim()
    .min(1, 'categoryNameRequired')
    .max(LIMITS.categoryNameMax, 'categoryNameTooLong'),
  description: z.string().trim().max(LIMITS.categoryDescriptionMax, 'categoryDescriptionTooLong').default(''),
  color: z
    .string({ required_error: 'colorRequired' })
    .trim()
    .min(1, 'colorRequired')
    .regex(HEX_COLOR, 'colorInvalid')
    .default(DEFAULT_CATEGORY_COLOR),
});
export type CategoryInput = z.infer<typeof categoryInputSchema>;
export type CategoryFormValues = z.input<typeof categoryInputSchema>;

/** DELETE /categories/:id body: where the category's articles go (SPEC §4). */
export const categoryDeleteSchema = z.object({
  moveToCategory: objectIdSchema.nullable().optional().default(null),
});
export type CategoryDeleteInput = z.infer<typeof categoryDeleteSchema>;

export const categorySchema = z.object({
  _id: z.string(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  color: z.string(),
  articleCount: z.number().int().min(0),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

/** GET /categories/:id/articles: the count the delete dialog reads, and the articles themselves. */
export interface CategoryArticles {
  category: Category;
  count: number;
  articles: { _id: string; slug: string; title: string; status: string }[];
}

/** Texts of the category failures (SPEC §8), shared by the service, the gateway and the SPA. */
export const CATEGORY_MESSAGES = {
  notFound: 'Category not found',
  nameTaken: 'A category with this name already exists',
  moveTargetRequired: 'Select a category to move articles to',
  moveTargetSelf: 'Articles cannot be moved to the category being deleted',
  moveTargetNotFound: 'The category to move articles to was not found',
} as const;

/** Data of CONTENT_PATTERNS.categoriesArticles (and the id part of update and delete). */
export const categoryIdSchema = z.object({ id: objectIdSchema });

/** Data of CONTENT_PATTERNS.categoriesUpdate: the category's id and the form's values. */
export interface CategoryUpdateRequest {
  id: string;
  input: CategoryFormValues;
}

/** Data of CONTENT_PATTERNS.categoriesDelete. */
export interface CategoryDeleteRequest {
  id: string;
  moveToCategory: string | null;
}

/** Answer of CONTENT_PATTERNS.categoriesDelete: the category as it was, and how many articles moved. */
export interface CategoryDeleteResult {
  deleted: Category;
  movedArticles: number;
}

/** Data of EVENTS.categoryChanged, emitted after every category write. */
export interface CategoryChangedEvent {
  id: string;
  kind: 'created' | 'updated' | 'deleted';
}

/**
 * GET /categories (data of CONTENT_PATTERNS.categoriesList). Readers' counts always cover
 * published articles only; `status: 'published'` asks the same for an editor, as the public
 * article list does, so its badges match what it lists.
 */
export const categoryListQuerySchema = z.object({
  status: z.enum(['published'], { errorMap: () => ({ message: 'invalidValue' }) }).optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;
