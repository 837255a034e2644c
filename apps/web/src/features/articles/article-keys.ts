import type { ArticleLanguage } from '@labmedicin/contracts';
import type { ArticleSearchParams, PublishedArticlesQuery } from '../../api/articles';

/** Query keys of articles; every key starts with its scope, so a change to articles can drop them all. */
export const articleKeys = {
  all: ['articles'] as const,
  lists: () => [...articleKeys.all, 'list'] as const,
  list: (query: PublishedArticlesQuery) => [...articleKeys.lists(), query] as const,
  allPublished: (language: ArticleLanguage) => [...articleKeys.lists(), 'all', language] as const,
  detail: (slug: string) => [...articleKeys.all, 'detail', slug] as const,
  search: (query: ArticleSearchParams) => [...articleKeys.all, 'search', query] as const,
};
