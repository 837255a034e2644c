import { ROUTES, type Category, type CategoryArticles, type CategoryDeleteInput, type CategoryDeleteResult, type CategoryInput } from '@labmedicin/contracts';
import { call } from './http';

/** The admin area's category calls (its routes come with the schemas, which the admin area loads). */

export async function fetchCategoryArticles(id: string): Promise<CategoryArticles> {
  return (await call(ROUTES.categoryArticles, { params: { id } })).data;
}

/** Sent again under the same `requestId` after it was stored, it answers the category the first created. */
export async function createCategory(input: CategoryInput, requestId?: string): Promise<Category> {
  return (await call(ROUTES.categoryCreate, { body: input, requestId })).data;
}

/** Sets the category's fields: sent again, it sets the same and answers the same. */
export async function updateCategory(id: string, input: CategoryInput, requestId?: string): Promise<Category> {
  return (await call(ROUTES.categoryUpdate, { params: { id }, body: input, requestId })).data;
}

export async function deleteCategory(id: string, input: CategoryDeleteInput): Promise<CategoryDeleteResult> {
  return (await call(ROUTES.categoryDelete, { params: { id }, body: input })).data;
}
