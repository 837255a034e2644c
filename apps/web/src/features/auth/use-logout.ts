import { SCREEN } from '@labmedicin/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { logout } from '../../api/auth';
import { offlineStatus } from '../offline/offline-status';
import { sessionKeys } from './session-keys';

/**
 * Logs out: the session is cleared and the visitor goes to /login, also when the call fails (after
 * a single sign-on, by way of the provider's sign-out).
 * Everything cached for the old user is dropped, the service worker's kept copies with it.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        const [answer] = await Promise.all([logout(), offlineStatus().controls?.forgetKeptCopies()]);
        return answer.endSessionUrl;
      } catch (error) {
        // eslint-disable-next-line no-console -- a failed logout call is only logged; the session is cleared anyway
        console.error(error);
        return undefined;
      }
    },
    onSettled: (endSessionUrl) => {
      queryClient.setQueryData(sessionKeys.me, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKeys.all[0] });
      // After a single sign-on the provider ends its own session too, and sends the browser back to /login.
      if (endSessionUrl) window.location.assign(endSessionUrl);
      else navigate(SCREEN.login.path);
    },
  });
}
