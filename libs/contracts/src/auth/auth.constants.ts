import { SHARED_MESSAGES } from '../shared-messages.constants';

/** Texts of the auth answers, shared by auth-users, the gateway and the SPA. */
export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: SHARED_MESSAGES.emailTaken,
  usernameTaken: SHARED_MESSAGES.usernameTaken,
  userNotFound: 'User not found',
  notLoggedIn: 'Not logged in',
  adminRequired: 'Admin privileges required',
  adminAreaRequired: 'Admin or contributor privileges required',
  loginSuccessful: 'Login successful',
  registrationSuccessful: 'Registration successful',
  loggedOut: 'Logged out',
  tooManyAttempts: 'Too many attempts, please try again later',
  resetRequested: 'If an account has this address, a link to choose a new password is on its way',
  passwordReset: 'Password changed: sign in with the new one',
  resetTokenInvalid: 'This reset link is not valid: ask for a new one',
  resetTokenExpired: 'This reset link has expired: ask for a new one',
  resetTokenUsed: 'This reset link has already been used: ask for a new one',
  sessionNotFound: 'No such session is signed in',
  sessionEnded: 'Signed out',
  sessionsEnded: 'Signed out',
} as const;
