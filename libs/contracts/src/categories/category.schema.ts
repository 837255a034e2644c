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
