import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { deleteMedia, fetchMedia, fetchMediaUsage, type MediaParams } from '../../../api/media';

export const mediaKeys = {
  all: ['media'] as const,
  page: (params: MediaParams) => [...mediaKeys.all, 'page', params] as const,
  usage: (filename: string) => [...mediaKeys.all, 'usage', filename] as const,
};

/** A page of the library; the previous page stays in view while the next loads. */
export function useMediaPage(params: MediaParams, enabled = true) {
  return useQuery({ queryKey: mediaKeys.page(params), queryFn: () => fetchMedia(params), placeholderData: keepPreviousData, enabled });
}

/** Where an image is used; a failure counts as no use (the delete itself still refuses a used image). */
export function useMediaUsage(filename: string) {
  return useQuery({
    queryKey: mediaKeys.usage(filename),
    queryFn: () => fetchMediaUsage(filename).catch(() => ({ usageCount: 0, articles: [] })),
    staleTime: 0,
  });
}

/**
 * Deletes an image (forced: out of the articles that show it too); every library view reloads
 * afterwards, except the deleted image's usage, which is dropped: asking for it again would only
 * answer 404.
 */
export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ filename, force }: { filename: string; force: boolean }) => deleteMedia(filename, force),
    onSettled: (_deleted, error, { filename }) => {
      const gone = error ? null : JSON.stringify(mediaKeys.usage(filename));
      return queryClient.invalidateQueries({ queryKey: mediaKeys.all, predicate: (query) => JSON.stringify(query.queryKey) !== gone });
    },
  });
}

/** `value` once it has stayed the same for `delayMs`. */
export function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
