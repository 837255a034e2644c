import {
  LIMITS,
  type AdminUserCreateInput,
  type AdminUserUpdateInput,
  type ApiSuccess,
  type PasswordChangeInput,
  type ProfileUpdateInput,
  type PublicProfile,
  type Role,
  type User,
} from '@labmedicin/contracts';
import { apiRequest, apiUpload } from './http';

export async function fetchProfile(username: string): Promise<PublicProfile> {
  return (await apiRequest<ApiSuccess<PublicProfile>>('GET', `/users/profile/${encodeURIComponent(username)}`)).data;
}

export async function updateProfile(input: ProfileUpdateInput): Promise<User> {
  return (await apiRequest<ApiSuccess<User>>('PUT', '/users/profile', input)).data;
}

export async function uploadAvatar(file: File): Promise<User> {
  return (await apiUpload<ApiSuccess<User>>('/users/avatar', 'avatar', file)).data;
}

export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await apiRequest<{ success: true; message: string }>('PUT', '/users/password', input);
}

export async function fetchUsers(query: { search: string; role: Role | '' }): Promise<User[]> {
  const params = new URLSearchParams({ limit: String(LIMITS.userListLimit) });
  if (query.search) params.set('search', query.search);
  if (query.role) params.set('role', query.role);
  return (await apiRequest<ApiSuccess<User[]>>('GET', `/users/admin?${params.toString()}`)).data;
}

export async function createUser(input: AdminUserCreateInput): Promise<User> {
  return (await apiRequest<ApiSuccess<User>>('POST', '/users/admin', input)).data;
}

export async function updateUser(id: string, input: AdminUserUpdateInput): Promise<User> {
  return (await apiRequest<ApiSuccess<User>>('PUT', `/users/${encodeURIComponent(id)}`, input)).data;
}

export async function deleteUser(id: string): Promise<void> {
  await apiRequest<ApiSuccess<{ _id: string; deleted: true }>>('DELETE', `/users/${encodeURIComponent(id)}`);
}
