import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteTag, mergeTags } from '../../../api/admin-tags';
import { fetchTags } from '../../../api/tags';
import { articleKeys } from '../../articles/article-keys';
import { tagKeys } from '../../tags/tag-keys';

/** Every tag with how many articles (of any status, for admins) carry it. */
export function useTagList() {
  return useQuery({ queryKey: tagKeys.list(), queryFn: fetchTags, staleTime: 0 });
}

/** After a tag change both tags and the articles carrying them are stale. */
function useTagMutation<T>(mutationFn: (variables: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: tagKeys.all }), queryClient.invalidateQueries({ queryKey: articleKeys.all })]),
  });
}

/** A rename is a merge of one tag into its new name. */
export const useMergeTags = () => useTagMutation(({ sourceTags, targetTag }: { sourceTags: string[]; targetTag: string }) => mergeTags(sourceTags, targetTag));
export const useDeleteTag = () => useTagMutation((tag: string) => deleteTag(tag));
