import type { ArticleLanguage } from '@labmedicin/contracts';

/** Query keys of tags; every key starts with its scope. */
export const tagKeys = {
  all: ['tags'] as const,
  list: () => [...tagKeys.all, 'list'] as const,
  /** The tags of the articles listed to a reader of this language. */
  read: (language: ArticleLanguage) => [...tagKeys.list(), { language }] as const,
  articles: (tag: string, page: number, language: ArticleLanguage) => [...tagKeys.all, 'detail', tag, 'articles', { page, language }] as const,
};
