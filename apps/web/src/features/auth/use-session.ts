import { canOpenAdminArea, isAdmin, type User } from '@labmedicin/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchMe } from '../../api/auth';
import { sessionKeys } from './session-keys';

/**
 * The session's user, or null when not logged in: the answer { success: false, user: null } and
 * any failure of the check alike.
 */
async function loadSessionUser(): Promise<User | null> {
  try {
    return (await fetchMe()).user;
  } catch {
    return null;
  }
}

export interface Session {
  /** False until the first session check has answered. */
  known: boolean;
  user: User | null;
  isAuthenticated: boolean;
  isAdmin: boolean;
  canOpenAdminArea: boolean;
}

/** The session's query: every page asks for it (AppRoutes). */
export const sessionQuery = queryOptions({ queryKey: sessionKeys.me, queryFn: loadSessionUser, staleTime: Infinity, retry: false });

/** The session, loaded once at start from GET /api/auth/me and then kept by login, register and logout. */
export function useSession(): Session {
  const { data, isSuccess } = useQuery(sessionQuery);
  const user = data ?? null;
  return {
    known: isSuccess,
    user,
    isAuthenticated: user !== null,
    isAdmin: isAdmin(user),
    canOpenAdminArea: canOpenAdminArea(user),
  };
}
