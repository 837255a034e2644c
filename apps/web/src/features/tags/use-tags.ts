import { useQuery } from '@tanstack/react-query';
import { fetchTagArticles, fetchTags } from '../../api/tags';
import { tagKeys } from './tag-keys';

/** Every tag with its article count. */
export function useTags() {
  return useQuery({ queryKey: tagKeys.list(), queryFn: fetchTags });
}

/** A page (12 articles) of the published articles carrying a tag. */
export function useTagArticles(tag: string, page: number) {
  return useQuery({ queryKey: tagKeys.articles(tag, page), queryFn: () => fetchTagArticles(tag, page) });
}
