import type { RegisterInput } from '@labmedicin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { register } from '../../api/auth';
import { sessionKeys } from './session-keys';

/** Registers and makes the new user the session's user. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) => register(input),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionKeys.me, user),
  });
}
