import type { ArticleLanguage } from '@labmedicin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchTagArticles, fetchTags } from '../../api/tags';
import { tagKeys } from './tag-keys';

/** Every tag with its article count; asked for ahead of the page by the server render too, as the next one. */
export const tagsQuery = queryOptions({ queryKey: tagKeys.list(), queryFn: fetchTags });

/** A page (12 articles) of the published articles carrying a tag, each once, in the reader's language when it has it. */
export const tagArticlesQuery = (tag: string, page: number, language: ArticleLanguage) =>
  queryOptions({ queryKey: tagKeys.articles(tag, page, language), queryFn: () => fetchTagArticles(tag, page, language) });

/** Every tag with its article count. */
export function useTags() {
  return useQuery(tagsQuery);
}

/** A page (12 articles) of the published articles carrying a tag, in the reader's language. */
export function useTagArticles(tag: string, page: number, language: ArticleLanguage) {
  return useQuery(tagArticlesQuery(tag, page, language));
}
