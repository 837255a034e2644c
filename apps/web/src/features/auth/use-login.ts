import type { LoginInput } from '@labmedicin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { login } from '../../api/auth';
import { sessionKeys } from './session-keys';

/** Logs in and makes the returned user the session's user (with two-factor on, none comes until the code: LoginCodePage). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LoginInput) => login(input),
    onSuccess: (answer) => {
      if ('user' in answer) queryClient.setQueryData(sessionKeys.me, answer.user);
    },
  });
}
