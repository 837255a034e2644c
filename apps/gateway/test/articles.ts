import type { ArticleFormValues, Category } from '@labmedicin/contracts';
import { anArticleInput } from '@labmedicin/contracts/testing';
import request from 'supertest';
import type { Stack } from './stack';

let counter = 0;

/** A title no seeded or earlier test article has. */
export function uniqueTitle(prefix: string): string {
  counter += 1;
  return `${prefix} ${counter}${Math.random().toString(36).slice(2, 6)}`;
}

/** The id of a seeded category (content seeds the standard ones at start). */
export async function seededCategoryId(stack: Stack): Promise<string> {
  const res = await request(stack.server).get('/api/categories').expect(200);
  return (res.body.data as Category[])[0]._id;
}

/** A valid, published article for the editor's form, with a title of its own and no tags. */
export function articleInput(categoryId: string, fields: Partial<ArticleFormValues> = {}): ArticleFormValues {
  return anArticleInput(categoryId, { title: uniqueTitle('Testanalys'), status: 'published', tags: [], ...fields });
}

/** Retries `probe` until it returns true or `timeoutMs` (5 s) have passed (for effects of events). */
export async function eventually(probe: () => Promise<boolean>, timeoutMs = 5000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await probe()) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return probe();
}
