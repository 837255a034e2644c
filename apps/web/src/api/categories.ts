import type { ApiSuccess, Category, CategoryArticles, CategoryDeleteInput, CategoryDeleteResult, CategoryInput } from '@labmedicin/contracts';
import { categoriesOf, type CategoryEntry } from './answers';
import { apiRequest } from './http';

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
  return (await apiRequest<ApiSuccess<CategoryArticles>>('GET', `/categories/${encodeURIComponent(id)}/articles`)).data;
}

export async function createCategory(input: CategoryInput): Promise<Category> {
  return (await apiRequest<ApiSuccess<Category>>('POST', '/categories', input)).data;
}

export async function updateCategory(id: string, input: CategoryInput): Promise<Category> {
  return (await apiRequest<ApiSuccess<Category>>('PUT', `/categories/${encodeURIComponent(id)}`, input)).data;
}

export async function deleteCategory(id: string, input: CategoryDeleteInput): Promise<CategoryDeleteResult> {
  return (await apiRequest<ApiSuccess<CategoryDeleteResult>>('DELETE', `/categories/${encodeURIComponent(id)}`, input)).data;
}
