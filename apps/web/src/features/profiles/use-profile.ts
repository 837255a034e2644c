import type { PasswordChangeInput, ProfileUpdateInput, User } from '@labmedicin/contracts';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { changePassword, fetchProfile, updateProfile, uploadAvatar } from '../../api/users';
import { sessionKeys } from '../auth/session-keys';
import { profileKeys } from './profile-keys';

export function useProfile(username: string) {
  return useQuery({ queryKey: profileKeys.byUsername(username), queryFn: () => fetchProfile(username), retry: false });
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
