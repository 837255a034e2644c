import type { ArticleCategory, Category } from '@labmedicin/contracts';
import type { ArticleListEntry } from '../../api/articles';

/** A category of the public filter with its number of articles. */
export interface CategoryCount extends ArticleCategory {
  count: number;
}

export function countsFromCategories(categories: Category[]): CategoryCount[] {
  return categories.map(({ _id, name, slug, color, articleCount }) => ({ _id, name, slug, color, count: articleCount }));
}

/**
 * The categories the articles name, with how many of them each has, by name (SPEC §7: the public
 * list's fallback when the categories cannot be loaded).
 */
export function countsFromArticles(articles: ArticleListEntry[]): CategoryCount[] {
  const counts = new Map<string, CategoryCount>();
  for (const { category } of articles) {
    if (!category) continue;
    const known = counts.get(category._id);
    if (known) known.count += 1;
    else counts.set(category._id, { _id: category._id, name: category.name, slug: category.slug, color: category.color, count: 1 });
  }
  return [...counts.values()].sort((a, b) => a.name.localeCompare(b.name, 'sv'));
}
