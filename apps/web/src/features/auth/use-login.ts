import type { LoginInput } from '@labmedicin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '../../api/auth';
import { sessionKeys } from './session-keys';

/** Logs in and makes the returned user the session's user. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKeys.me, user),
  });
}
