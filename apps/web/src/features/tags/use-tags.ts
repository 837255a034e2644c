import type { ArticleLanguage } from '@labmedicin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchReaderTags, fetchTagArticles } from '../../api/tags';
import { tagKeys } from './tag-keys';

/** The tags of the articles listed in the reader's language, with their counts; asked for ahead of the page by the server render too, as the next one. */
export const tagsQuery = (language: ArticleLanguage) => queryOptions({ queryKey: tagKeys.read(language), queryFn: () => fetchReaderTags(language) });

/** A page (12 articles) of the published articles carrying a tag, each once, in the reader's language when it has it. */
export const tagArticlesQuery = (tag: string, page: number, language: ArticleLanguage) =>
  queryOptions({ queryKey: tagKeys.articles(tag, page, language), queryFn: () => fetchTagArticles(tag, page, language) });

/** The tags of the articles listed in the reader's language, with their counts. */
export function useTags(language: ArticleLanguage) {
  return useQuery(tagsQuery(language));
}

/** A page (12 articles) of the published articles carrying a tag, in the reader's language. */
export function useTagArticles(tag: string, page: number, language: ArticleLanguage) {
  return useQuery(tagArticlesQuery(tag, page, language));
}
