import { LIMITS, type ArticleListItem } from '@labmedicin/contracts';

export const SORT_FIELDS = ['updatedAt', 'createdAt', 'title', 'category', 'views'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export type SortOrder = 'desc' | 'asc';

/** The dashboard's summary: cut to 80 characters, with an ellipsis when cut. */
export function dashboardSummary(summary: string): string {
  return summary.length > LIMITS.dashboardSummary ? `${summary.slice(0, LIMITS.dashboardSummary).trimEnd()}...` : summary;
}

const collator = new Intl.Collator('sv', { sensitivity: 'base' });

function compare(a: ArticleListItem, b: ArticleListItem, field: SortField): number {
  switch (field) {
    case 'title':
      return collator.compare(a.title, b.title);
    case 'category':
      return collator.compare(a.category?.name ?? '', b.category?.name ?? '');
    case 'views':
      return a.views - b.views;
    default:
      return a[field].localeCompare(b[field]);
  }
}

/** The rows whose title or summary contains the search (any case), in the chosen order. */
export function dashboardRows(articles: ArticleListItem[], search: string, field: SortField, order: SortOrder): ArticleListItem[] {
  const needle = search.trim().toLocaleLowerCase('sv');
  const found = needle
    ? articles.filter((article) => `${article.title} ${article.summary}`.toLocaleLowerCase('sv').includes(needle))
    : [...articles];
  return found.sort((a, b) => compare(a, b, field) * (order === 'asc' ? 1 : -1));
}
