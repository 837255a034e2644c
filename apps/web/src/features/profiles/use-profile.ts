import { LIMITS, type PasswordChangeInput, type ProfileUpdateInput, type User } from '@labmedicin/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { fetchPublishedArticles, type PublishedArticlesQuery } from '../../api/articles';
import { changePassword, fetchProfile, updateProfile, uploadAvatar } from '../../api/users';
import { articleKeys } from '../articles/article-keys';
import { sessionKeys } from '../auth/session-keys';
import { profileKeys } from './profile-keys';

/** A user's public profile, for whoever asks for it ahead of the page (the server render) too. */
export const profileQuery = (username: string) => queryOptions({ queryKey: profileKeys.byUsername(username), queryFn: () => fetchProfile(username), retry: false });

/** A page of the published articles a user created; kept with the article lists, so article changes drop it. */
export const authorArticlesQuery = (authorId: string, page: number) => {
  const query: PublishedArticlesQuery = { author: authorId, page, limit: LIMITS.profileArticlePageSize };
  return queryOptions({ queryKey: articleKeys.list(query), queryFn: () => fetchPublishedArticles(query) });
};

export function useProfile(username: string) {
  return useQuery(profileQuery(username));
}

export function useAuthorArticles(authorId: string, page: number) {
  return useQuery(authorArticlesQuery(authorId, page));
}

/** The saved account is the session's user now (the navbar's avatar); profile pages reload. */
function remember(queryClient: QueryClient, user: User) {
  queryClient.setQueryData(sessionKeys.me, user);
  return queryClient.invalidateQueries({ queryKey: profileKeys.all });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) => updateProfile(input),
    onSuccess: (user) => remember(queryClient, user),
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => uploadAvatar(file),
    onSuccess: (user) => remember(queryClient, user),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (input: PasswordChangeInput) => changePassword(input) });
}
