import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../api/auth';
import { offlineStatus } from '../offline/offline-status';
import { sessionKeys } from './session-keys';

/**
 * Logs out: the session is cleared and the visitor goes to /login, also when the call fails.
 * Everything cached for the old user is dropped, the service worker's kept copies with it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await Promise.all([logout(), offlineStatus().controls?.forgetKeptCopies()]);
      } catch (error) {
        // eslint-disable-next-line no-console -- a failed logout call is only logged; the session is cleared anyway
        console.error(error);
      }
    },
    onSettled: () => {
      queryClient.setQueryData(sessionKeys.me, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      navigate('/login');
    },
  });
}
