import { LIMITS, ROUTES, type AdminUserCreateInput, type AdminUserUpdateInput, type Role, type User } from '@labmedicin/contracts';
import { call } from './http';

export async function fetchUsers(query: { search: string; role: Role | '' }): Promise<User[]> {
  return (await call(ROUTES.userList, { query: { limit: LIMITS.userListLimit, search: query.search, role: query.role || undefined } })).data;
}

export async function createUser(input: AdminUserCreateInput): Promise<User> {
  return (await call(ROUTES.userCreate, { body: input })).data;
}

/** Sets the account's fields: sent again, it sets the same and answers the same. */
export async function updateUser(id: string, input: AdminUserUpdateInput, requestId?: string): Promise<User> {
  return (await call(ROUTES.userUpdate, { params: { id }, body: input, requestId })).data;
}

export async function deleteUser(id: string): Promise<void> {
  await call(ROUTES.userDelete, { params: { id } });
}
