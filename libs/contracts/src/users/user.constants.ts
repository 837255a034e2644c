import { SHARED_MESSAGES } from '../shared-messages.constants';

/** Texts of the account answers, shared by auth-users, the gateway and the SPA's English resource. */
export const USER_MESSAGES = {
  currentPasswordWrong: SHARED_MESSAGES.currentPasswordWrong,
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotChangeOwnRole: 'You cannot change your own role',
  lastAdmin: 'The last admin cannot be removed',
  profileUpdated: 'Profile updated successfully',
  avatarUpdated: 'Avatar updated successfully',
  passwordChanged: 'Password changed successfully',
  userCreated: 'User created successfully',
  userUpdated: 'User updated successfully',
  userDeleted: 'User deleted successfully',
} as const;
