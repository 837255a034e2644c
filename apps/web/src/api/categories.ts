import type { ApiSuccess, Category, CategoryArticles, CategoryDeleteInput, CategoryDeleteResult, CategoryInput } from '@labmedicin/contracts';
import { apiRequest } from './http';

export async function fetchCategories(): Promise<Category[]> {
  return (await apiRequest<ApiSuccess<Category[]>>('GET', '/categories')).data;
}

/** Counts of published articles only, whoever asks: what the public list can show. */
export async function fetchPublishedCategories(): Promise<Category[]> {
  return (await apiRequest<ApiSuccess<Category[]>>('GET', '/categories?status=published')).data;
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
