import { z } from 'zod';
import { LANGUAGES } from '../languages.constants';
import { emailField, passwordField } from './auth.schema';

/** A reset link is good for this long after it was asked for, and once. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/** POST /auth/password-reset/request: the address, and the language the mail is written in. */
export const passwordResetRequestSchema = z.object({
  email: emailField(),
  language: z.enum(LANGUAGES).default('sv'),
});
export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;

/** The token of a reset link: 32 random bytes, base64url (43 characters). */
const resetTokenField = z.string({ required_error: 'resetTokenInvalid' }).regex(/^[A-Za-z0-9_-]{43}$/, 'resetTokenInvalid');

/** POST /auth/password-reset: the link's token and the new password, under registration's rules. */
export const passwordResetSchema = z.object({ token: resetTokenField, password: passwordField });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

/** The reset form adds the confirmation, checked in the browser only. */
export const passwordResetFormSchema = passwordResetSchema
  .extend({ confirmPassword: z.string().min(1, 'confirmPasswordRequired') })
  .refine((v) => v.password === v.confirmPassword, { message: 'passwordsDoNotMatch', path: ['confirmPassword'] });
export type PasswordResetFormValues = z.infer<typeof passwordResetFormSchema>;

/** auth-users' payload for a reset request: the gateway adds the site's address the link points to. */
export const passwordResetRequestMessageSchema = passwordResetRequestSchema.extend({ siteUrl: z.string().url() });

/** auth-users' answer to a reset: whose password it was, so the gateway ends their sessions. */
export const passwordResetResultSchema = z.object({ userId: z.string() });
