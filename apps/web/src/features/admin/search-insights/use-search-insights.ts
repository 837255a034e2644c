import type { Article, ArticleLanguage, SearchInsightsQuery } from '@labmedicin/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchArticlesToName, fetchSearchInsights } from '../../../api/admin-search-insights';
import { updateArticle } from '../../../api/admin-articles';
import { articleKeys } from '../../articles/article-keys';
import { valuesOf } from '../editor/article-form-values';

/** The day's insights in a language; the previous day's stay in view while the next loads. */
export function useSearchInsights(query: SearchInsightsQuery) {
  return useQuery({ queryKey: ['search-insights', query], queryFn: () => fetchSearchInsights(query), placeholderData: keepPreviousData });
}

/** The articles in the language whose title matches what the editor typed. */
export function useArticlesToName(language: ArticleLanguage, search: string) {
  return useQuery({ queryKey: ['search-insights', 'articles', language, search], queryFn: () => fetchArticlesToName(language, search), placeholderData: keepPreviousData });
}

/**
 * Adds the query to the other names of the article's first analysis, saved as the editor saves
 * it, based on the version the editor was shown: someone saving meanwhile makes it a 409
 * ARTICLE_STALE_EDIT, and it is a revision like any other save.
 */
export function useAddOtherName() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ article, name, changeDescription }: { article: Article; name: string; changeDescription: string }): Promise<Article> => {
      const [first, ...others] = article.analyses;
      if (!first) return Promise.reject(new Error(`${article.slug} describes no analysis`));
      const otherNames = first.otherNames.includes(name) ? first.otherNames : [...first.otherNames, name];
      return updateArticle(article.slug, { ...valuesOf(article), analyses: [{ ...first, otherNames }, ...others], changeDescription, baseVersion: article.version });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: articleKeys.all }),
  });
}
