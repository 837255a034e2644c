import { COMMON_ERRORS } from '../common-errors.constants';
import { SHARED_MESSAGES } from '../shared-messages.constants';

/** Texts of the auth answers, shared by auth-users, the gateway and the SPA. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: SHARED_MESSAGES.emailTaken,
  usernameTaken: SHARED_MESSAGES.usernameTaken,
  userNotFound: COMMON_ERRORS.USER_NOT_FOUND.message,
  notLoggedIn: COMMON_ERRORS.NOT_LOGGED_IN.message,
  adminRequired: 'Admin privileges required',
  adminAreaRequired: 'Admin or contributor privileges required',
  loginSuccessful: 'Login successful',
  registrationSuccessful: 'Registration successful',
  loggedOut: 'Logged out',
  tooManyAttempts: COMMON_ERRORS.TOO_MANY_ATTEMPTS.message,
  resetRequested: 'If an account has this address, a link to choose a new password is on its way',
  passwordReset: 'Password changed: sign in with the new one',
  resetTokenInvalid: 'This link is no longer valid: ask for a new one',
} as const;
