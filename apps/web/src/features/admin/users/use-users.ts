import type { AdminUserCreateInput, AdminUserUpdateInput, Role } from '@labmedicin/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createUser, deleteUser, fetchUsers, updateUser } from '../../../api/admin-users';
import { newRequestId, sendOnceMoreIfUnknown } from '../../../api/http';
import { sessionKeys } from '../../auth/session-keys';
import { profileKeys } from '../../profiles/profile-keys';

/** Query keys of the users admin list; every key starts with its scope. */
const userKeys = {
  all: ['users'] as const,
  list: (search: string, role: Role | '') => ['users', 'list', { search, role }] as const,
};

export function useUsers(search: string, role: Role | '') {
  return useQuery({ queryKey: userKeys.list(search, role), queryFn: () => fetchUsers({ search, role }), placeholderData: keepPreviousData });
}

/** After any change the list, profile pages and (an admin may edit themself) the session reload. */
function useReloadAfterChange() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.all }),
      queryClient.invalidateQueries({ queryKey: profileKeys.all }),
      queryClient.invalidateQueries({ queryKey: sessionKeys.me }),
    ]);
}

export type SaveUser = { id: string; input: AdminUserUpdateInput } | { id?: undefined; input: AdminUserCreateInput };

export function useSaveUser() {
  const reload = useReloadAfterChange();
  return useMutation({
    // An update sets the same fields when sent again, so it goes once more under its request id
    // when no answer came; a create is not (a second would find its e-mail taken).
    mutationFn: (save: SaveUser) => {
      if (!save.id) return createUser(save.input as AdminUserCreateInput);
      const { id, input } = save;
      const requestId = newRequestId();
      return sendOnceMoreIfUnknown(() => updateUser(id, input, requestId));
    },
    onSuccess: reload,
  });
}

export function useDeleteUser() {
  const reload = useReloadAfterChange();
  return useMutation({ mutationFn: (id: string) => deleteUser(id), onSuccess: reload });
}
