import { z } from 'zod';
import { apiMessageSchema, apiSuccessSchema } from '../api';
import { passwordResetRequestSchema, passwordResetSchema } from '../auth/password-reset.schema';
import { accountSessionSchema, sessionIdParamSchema, sessionsEndedSchema, userSessionsParamSchema } from '../auth/sessions.schema';
import { twoFactorCodeSchema, twoFactorEnabledSchema, twoFactorEnableSchema, twoFactorSetupSchema, twoFactorStatusSchema } from '../auth/two-factor.schema';
import { route } from './route-spec';

/** The routes that keep an account safe: a forgotten password, one's sessions, two-factor sign-in. Part of ROUTES. */
export const ACCOUNT_ROUTES = {
  passwordResetRequest: route({ method: 'POST', path: '/auth/password-reset/request' } as const, {
    access: 'public',
    tag: 'auth',
    summary:
      'Mail a single-use link to choose a new password (valid 30 minutes) in the language given; the same answer, as soon, whether or not the address has an account; limited per IP and per address',
    body: passwordResetRequestSchema,
    answer: apiMessageSchema,
  }),
  passwordReset: route({ method: 'POST', path: '/auth/password-reset' } as const, {
    access: 'public',
    tag: 'auth',
    summary: "Set a new password with a reset link's token (spent by it); every session of the account ends",
    body: passwordResetSchema,
    answer: apiMessageSchema,
  }),
  sessionList: route({ method: 'GET', path: '/auth/sessions' } as const, {
    access: 'user',
    tag: 'auth',
    summary: "The logged-in user's active sessions, the current one marked, most recently seen first",
    answer: apiSuccessSchema(z.array(accountSessionSchema)),
  }),
  sessionEnd: route({ method: 'DELETE', path: '/auth/sessions/:id' } as const, {
    access: 'user',
    tag: 'auth',
    summary: 'Sign out one of the own sessions (by the id the list gives)',
    params: sessionIdParamSchema,
    answer: apiSuccessSchema(sessionsEndedSchema),
  }),
  sessionEndOthers: route({ method: 'DELETE', path: '/auth/sessions' } as const, {
    access: 'user',
    tag: 'auth',
    summary: 'Sign out every own session but the current one',
    answer: apiSuccessSchema(sessionsEndedSchema),
  }),
  userSessionsEnd: route({ method: 'DELETE', path: '/users/:id/sessions' } as const, {
    access: 'admin',
    tag: 'users',
    summary: "End every session of a user (admin)",
    params: userSessionsParamSchema,
    answer: apiSuccessSchema(sessionsEndedSchema),
  }),
  twoFactorStatus: route({ method: 'GET', path: '/auth/two-factor' } as const, {
    access: 'user',
    tag: 'auth',
    summary: 'Whether the own account has two-factor sign-in on, its recovery codes left, and whether the role requires it (REQUIRE_ADMIN_2FA)',
    answer: apiSuccessSchema(twoFactorStatusSchema),
  }),
  twoFactorSetup: route({ method: 'POST', path: '/auth/two-factor/setup' } as const, {
    access: 'user',
    tag: 'auth',
    summary: 'A new key for the own account (otpauth:// URI, QR code, the key as text); it takes effect once a first code confirms it. 409 when two-factor is on',
    answer: apiSuccessSchema(twoFactorSetupSchema),
  }),
  twoFactorEnable: route({ method: 'POST', path: '/auth/two-factor/enable' } as const, {
    access: 'user',
    tag: 'auth',
    summary: 'Turn two-factor on with a first code from the key of the setup; answers the ten recovery codes, this once. Rate limited',
    body: twoFactorEnableSchema,
    answer: apiSuccessSchema(twoFactorEnabledSchema),
  }),
  twoFactorDisable: route({ method: 'POST', path: '/auth/two-factor/disable' } as const, {
    access: 'user',
    tag: 'auth',
    summary: 'Turn two-factor off with a current code or a recovery code. Rate limited',
    body: twoFactorCodeSchema,
    answer: apiMessageSchema,
  }),
};
