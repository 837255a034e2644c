import type { TwoFactorCodeInput, TwoFactorEnableInput } from '@labmedicin/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { disableTwoFactor, enableTwoFactor, fetchTwoFactorStatus, logInWithCode, startTwoFactorSetup } from '../../api/two-factor';
import { sessionKeys } from '../auth/session-keys';

/** Query keys of the own account's two-factor; under the session's, so signing in or out drops them. */
const twoFactorKeys = { status: [...sessionKeys.all, 'two-factor'] as const };

/** Whether the own account has two-factor on, and whether its role requires it. */
export function useTwoFactorStatus(enabled = true) {
  return useQuery({ queryKey: twoFactorKeys.status, queryFn: fetchTwoFactorStatus, enabled, retry: false });
}

export function useStartTwoFactorSetup() {
  return useMutation({ mutationFn: startTwoFactorSetup });
}

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorEnableInput) => enableTwoFactor(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) => disableTwoFactor(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorKeys.status }),
  });
}

/** The code step of signing in: the returned user becomes the session's user. */
export function useLogInWithCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TwoFactorCodeInput) => logInWithCode(input),
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ queryKey: twoFactorKeys.status });
      queryClient.setQueryData(sessionKeys.me, user);
    },
  });
}
