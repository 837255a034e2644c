import type { ArticleLanguage } from '@labmedicin/contracts';

/** Query keys of categories, shared by the public list and the admin screen; every key starts with its scope. */
export const categoryKeys = {
  all: ['categories'] as const,
  list: () => [...categoryKeys.all, 'list'] as const,
  /** Under list(), so the admin screen's changes refresh it too; counted in the reader's language. */
  publishedList: (language: ArticleLanguage) => [...categoryKeys.list(), 'published', language] as const,
  articles: (id: string) => [...categoryKeys.all, 'detail', id, 'articles'] as const,
};
