import { searchTermsOf } from '@labmedicin/contracts';
import { useQuery } from '@tanstack/react-query';
import { searchArticles, type ArticleSearchParams } from '../../api/articles';
import { articleKeys } from '../articles/article-keys';

/** Search results for a query; a blank query asks the server nothing. */
export function useArticleSearch(query: ArticleSearchParams) {
  return useQuery({
    queryKey: articleKeys.search(query),
    queryFn: () => searchArticles(query),
    enabled: searchTermsOf(query.q) !== null,
  });
}
