import {
  apiSuccessSchema,
  categoryArticlesSchema,
  categoryDeleteResultSchema,
  categorySchema,
  type Category,
  type CategoryArticles,
  type CategoryDeleteInput,
  type CategoryDeleteResult,
  type CategoryInput,
} from '@labmedicin/contracts';
import { categoriesOf, type CategoryEntry } from './answers';
import { apiCall, apiRequest, CHECK_ANSWERS } from './http';

export type { CategoryEntry } from './answers';

/** GET /categories: the list is the answer's `data`, or `data.data`. */
export async function fetchCategories(): Promise<CategoryEntry[]> {
  return categoriesOf(await apiRequest<unknown>('GET', '/categories'));
}

/** Counts of published articles only, whoever asks: what the public list can show. */
export async function fetchPublishedCategories(): Promise<CategoryEntry[]> {
  return categoriesOf(await apiRequest<unknown>('GET', '/categories?status=published'));
}

export async function fetchCategoryArticles(id: string): Promise<CategoryArticles> {
  return (await apiCall('GET', `/categories/${encodeURIComponent(id)}/articles`, CHECK_ANSWERS && apiSuccessSchema(categoryArticlesSchema))).data;
}

export async function createCategory(input: CategoryInput): Promise<Category> {
  return (await apiCall('POST', '/categories', CHECK_ANSWERS && apiSuccessSchema(categorySchema), input)).data;
}

export async function updateCategory(id: string, input: CategoryInput): Promise<Category> {
  return (await apiCall('PUT', `/categories/${encodeURIComponent(id)}`, CHECK_ANSWERS && apiSuccessSchema(categorySchema), input)).data;
}

export async function deleteCategory(id: string, input: CategoryDeleteInput): Promise<CategoryDeleteResult> {
  return (await apiCall('DELETE', `/categories/${encodeURIComponent(id)}`, CHECK_ANSWERS && apiSuccessSchema(categoryDeleteResultSchema), input)).data;
}
