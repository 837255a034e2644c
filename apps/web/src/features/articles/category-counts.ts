import type { ArticleCategory, ArticleLanguage } from '@labmedicin/contracts';
import type { ArticleListItem } from '@labmedicin/contracts';
import type { Category } from '@labmedicin/contracts';
import { categoryNameIn } from '../../components/use-reader-language';

/** A category of the public filter with its number of articles; undefined when the answer gave none. */
export interface CategoryCount extends ArticleCategory {
  count: number | undefined;
}

export function countsFromCategories(categories: Category[]): CategoryCount[] {
  return categories.map(({ _id, name, names, slug, color, articleCount }) => ({ _id, name, names, slug, color, count: articleCount }));
}

/**
 * The categories the articles name, with how many of them each has, by their name in the reader's
 * language: the public list's fallback when the categories cannot be loaded or there are none.
 */
export function countsFromArticles(articles: ArticleListItem[], language: ArticleLanguage): CategoryCount[] {
  const counts = new Map<string, CategoryCount & { count: number }>();
  for (const { category } of articles) {
    if (!category) continue;
    const known = counts.get(category._id);
    if (known) known.count += 1;
    else counts.set(category._id, { _id: category._id, name: category.name, names: category.names, slug: category.slug, color: category.color, count: 1 });
  }
  return [...counts.values()].sort((a, b) => categoryNameIn(a, language).localeCompare(categoryNameIn(b, language), language));
}

/** The articles of all categories together; unknown when a category's count is. */
export function totalOf(categories: CategoryCount[]): number | undefined {
  return categories.every((category) => category.count !== undefined)
    ? categories.reduce((sum, category) => sum + (category.count ?? 0), 0)
    : undefined;
}
