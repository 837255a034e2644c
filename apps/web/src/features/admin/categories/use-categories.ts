import type { CategoryInput } from '@labmedicin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createCategory, deleteCategory, fetchCategoryArticles, updateCategory } from '../../../api/admin-categories';
import { fetchCategories } from '../../../api/categories';
import { newRequestId, sendOnceMoreIfUnknown } from '../../../api/http';
import { categoryKeys } from '../../categories/category-keys';

export function useCategories() {
  return useQuery({ queryKey: categoryKeys.list(), queryFn: fetchCategories });
}

/** How many articles a category has, asked afresh each time the delete dialog opens. */
export function useCategoryArticles(id: string) {
  return useQuery({ queryKey: categoryKeys.articles(id), queryFn: () => fetchCategoryArticles(id), staleTime: 0, gcTime: 0 });
}

/**
 * Creates (no id) or updates a category under a request id of its own, sent once more under it
 * when no answer came: a create is stored once per id, an update sets the same fields again. The
 * list reloads afterwards.
 */
export function useSaveCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: CategoryInput }) => {
      const requestId = newRequestId();
      return sendOnceMoreIfUnknown(() => (id ? updateCategory(id, input, requestId) : createCategory(input, requestId)));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.list() }),
  });
}

/**
 * Deletes a category, first moving its articles to `moveToCategory`; the list reloads afterwards.
 * Not sent again when no answer came: a second delete of a deleted category answers 404.
 */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, moveToCategory }: { id: string; moveToCategory: string | null }) => deleteCategory(id, { moveToCategory }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.list() }),
  });
}
