import type { ArticleLanguage } from '@labmedicin/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchArticlesInLanguage, linkTranslation, unlinkTranslation } from '../../../api/admin-articles';
import { articleKeys } from '../../articles/article-keys';
import { useDebounced } from '../media/use-media';

/** How long typing in the link dialog's search may pause before the server is asked. */
const SEARCH_DEBOUNCE_MS = 300;

/** The articles in `language` matching the search as typed (asked once typing pauses), for the link dialog. */
export function useArticlesInLanguage(language: ArticleLanguage, search: string) {
  const settled = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: [...articleKeys.all, 'in-language', language, settled] as const,
    queryFn: () => fetchArticlesInLanguage(language, settled),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

/** Linking or unlinking changes both articles (their translations, the dashboard's rows): every article query is stale after it. */
function useLinkMutation(mutationFn: (pair: { original: string; translation: string }) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => queryClient.invalidateQueries({ queryKey: articleKeys.all }) });
}

export const useLinkTranslation = () => useLinkMutation(({ original, translation }) => linkTranslation(original, translation));
export const useUnlinkTranslation = () => useLinkMutation(({ original, translation }) => unlinkTranslation(original, translation));
