import {
  ROUTE,
  type PasswordChangeInput,
  type ProfileUpdateInput,
  type PublicProfile,
  type User,
} from '@labmedicin/contracts';
import { call, upload } from './http';

export async function fetchProfile(username: string): Promise<PublicProfile> {
  return (await call(ROUTE.profileGet, { params: { username } })).data;
}

export async function updateProfile(input: ProfileUpdateInput): Promise<User> {
  return (await call(ROUTE.profileUpdate, { body: input })).data;
}

export async function uploadAvatar(file: File): Promise<User> {
  return (await upload(ROUTE.avatarSet, file)).data;
}

export async function changePassword(input: PasswordChangeInput): Promise<void> {
  await call(ROUTE.passwordChange, { body: input });
}
