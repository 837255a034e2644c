import {
  LIMITS,
  apiMessageSchema,
  apiSuccessSchema,
  publicProfileSchema,
  userDeleteResultSchema,
  userSchema,
  type AdminUserCreateInput,
  type AdminUserUpdateInput,
  type PasswordChangeInput,
  type ProfileUpdateInput,
  type PublicProfile,
  type Role,
  type User,
} from '@labmedicin/contracts';
import { z } from 'zod';
import { apiCall, apiUpload, CHECK_ANSWERS } from './http';

const userAnswer = apiSuccessSchema(userSchema);

export async function fetchProfile(username: string): Promise<PublicProfile> {
  return (await apiCall('GET', `/users/profile/${encodeURIComponent(username)}`, CHECK_ANSWERS && apiSuccessSchema(publicProfileSchema))).data;
}

export async function updateProfile(input: ProfileUpdateInput): Promise<User> {
  return (await apiCall('PUT', '/users/profile', CHECK_ANSWERS && userAnswer, input)).data;
}

export async function uploadAvatar(file: File): Promise<User> {
  return (await apiUpload('/users/avatar', 'avatar', file, CHECK_ANSWERS && userAnswer)).data;
}

export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await apiCall('PUT', '/users/password', CHECK_ANSWERS && apiMessageSchema, input);
}

export async function fetchUsers(query: { search: string; role: Role | '' }): Promise<User[]> {
  const params = new URLSearchParams({ limit: String(LIMITS.userListLimit) });
  if (query.search) params.set('search', query.search);
  if (query.role) params.set('role', query.role);
  return (await apiCall('GET', `/users/admin?${params.toString()}`, CHECK_ANSWERS && apiSuccessSchema(z.array(userSchema)))).data;
}

export async function createUser(input: AdminUserCreateInput): Promise<User> {
  return (await apiCall('POST', '/users/admin', CHECK_ANSWERS && userAnswer, input)).data;
}

export async function updateUser(id: string, input: AdminUserUpdateInput): Promise<User> {
  return (await apiCall('PUT', `/users/${encodeURIComponent(id)}`, CHECK_ANSWERS && userAnswer, input)).data;
}

export async function deleteUser(id: string): Promise<void> {
  await apiCall('DELETE', `/users/${encodeURIComponent(id)}`, CHECK_ANSWERS && apiSuccessSchema(userDeleteResultSchema));
}
