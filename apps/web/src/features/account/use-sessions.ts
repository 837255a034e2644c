import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { endOtherSessions, endSession, fetchSessions } from '../../api/account';

const sessionsKey = ['account', 'sessions'] as const;

/** One's own signed-in sessions. */
export function useSessions() {
  return useQuery({ queryKey: sessionsKey, queryFn: fetchSessions });
}

/** Ends one session (by its id) or, without one, every other session; the list is read again. */
export function useEndSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) => (id ? endSession(id) : endOtherSessions()),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
