import { searchTermsOf } from '@labmedicin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { searchArticles, type ArticleSearchParams } from '../../api/articles';
import { articleKeys } from '../articles/article-keys';

/** The query of search results, for whoever asks for them ahead of the page (the server render); a blank query asks the server nothing. */
export const articleSearchQuery = (query: ArticleSearchParams) =>
  queryOptions({ queryKey: articleKeys.search(query), queryFn: () => searchArticles(query), enabled: searchTermsOf(query.q) !== null });

/** Search results for a query; a blank query asks the server nothing. */
export function useArticleSearch(query: ArticleSearchParams) {
  return useQuery(articleSearchQuery(query));
}
