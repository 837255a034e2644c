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
import { apiCall, apiUpload } from './http';

const userAnswer = apiSuccessSchema(userSchema);

export async function fetchProfile(username: string): Promise<PublicProfile> {
  return (await apiCall('GET', `/users/profile/${encodeURIComponent(username)}`, apiSuccessSchema(publicProfileSchema))).data;
}

export async function updateProfile(input: ProfileUpdateInput): Promise<User> {
  return (await apiCall('PUT', '/users/profile', userAnswer, input)).data;
}

export async function uploadAvatar(file: File): Promise<User> {
  return (await apiUpload('/users/avatar', 'avatar', file, userAnswer)).data;
}

export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await apiCall('PUT', '/users/password', apiMessageSchema, input);
}

export async function fetchUsers(query: { search: string; role: Role | '' }): Promise<User[]> {
  const params = new URLSearchParams({ limit: String(LIMITS.userListLimit) });
  if (query.search) params.set('search', query.search);
  if (query.role) params.set('role', query.role);
  return (await apiCall('GET', `/users/admin?${params.toString()}`, apiSuccessSchema(z.array(userSchema)))).data;
}

export async function createUser(input: AdminUserCreateInput): Promise<User> {
  return (await apiCall('POST', '/users/admin', userAnswer, input)).data;
}

export async function updateUser(id: string, input: AdminUserUpdateInput): Promise<User> {
  return (await apiCall('PUT', `/users/${encodeURIComponent(id)}`, userAnswer, input)).data;
}

export async function deleteUser(id: string): Promise<void> {
  await apiCall('DELETE', `/users/${encodeURIComponent(id)}`, apiSuccessSchema(userDeleteResultSchema));
}
