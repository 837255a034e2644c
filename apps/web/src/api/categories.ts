import { ROUTE, type ArticleLanguage, type Category } from '@labmedicin/contracts';
import { call } from './http';

/** GET /categories: every category with its article count (every status for admins and contributors). */
export async function fetchCategories(): Promise<Category[]> {
  return (await call(ROUTE.categoryList)).data;
}

/**
 * Counts of published articles only, whoever asks: what the public list can show, an article with
 * versions in both languages once, as the list in the reader's `language` shows it.
 */
export async function fetchPublishedCategories(language: ArticleLanguage): Promise<Category[]> {
  return (await call(ROUTE.categoryList, { query: { status: 'published', language } })).data;
}
