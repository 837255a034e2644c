import type { ArticleCategory, Language } from '@labmedicin/contracts';

/** A category's name in the reader's language; its Swedish name when it has none in that language. */
export function categoryNameIn(category: Pick<ArticleCategory, 'name' | 'names'>, language: Language): string {
  return category.names?.[language] || category.name;
}
