import { z } from 'zod';
import { LIMITS } from '../limits';
import { roleSchema } from '../roles';
import { objectIdSchema } from '../ids';

// What needs no zod is in a module of its own, so a bundle can take it without the schemas.
export * from './auth.constants';

/** The longest address SMTP can deliver to (RFC 5321); a longer one is not a valid email. */
const EMAIL_MAX = 254;

/** An email, required; `invalid` is the code of a malformed one (the admin form words it differently). */
export const emailField = (invalid: 'emailInvalid' | 'emailInvalidFormat' = 'emailInvalid') =>
  z.string({ required_error: 'emailRequired' }).trim().min(1, 'emailRequired').max(EMAIL_MAX, invalid).email(invalid);

/** Login: email required and well formed, password required. */
export const loginSchema = z.object({
  email: emailField(),
  password: z.string({ required_error: 'passwordRequired' }).min(1, 'passwordRequired'),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const usernameField = z
  .string({ required_error: 'usernameRequired' })
  .trim()
  .min(1, 'usernameRequired')
  .min(LIMITS.usernameMin, 'usernameTooShort')
  .max(LIMITS.usernameMax, 'usernameTooLong')
  .regex(/^[\p{L}\p{N}._-]+$/u, 'usernameInvalid');

/** A new password: required, at least 6 characters. */
export const passwordField = z
  .string({ required_error: 'passwordRequired' })
  .min(1, 'passwordRequired')
  .min(LIMITS.passwordMin, 'passwordTooShort');

/** What the API accepts for registration: username, email, password. */
export const registerSchema = z.object({
  username: usernameField,
  email: emailField(),
  password: passwordField,
});
export type RegisterInput = z.infer<typeof registerSchema>;

/** The register form adds the confirmation, checked in the browser only. */
export const registerFormSchema = registerSchema
  .extend({ confirmPassword: z.string().min(1, 'confirmPasswordRequired') })
  .refine((v) => v.password === v.confirmPassword, { message: 'passwordsDoNotMatch', path: ['confirmPassword'] });
export type RegisterFormInput = z.infer<typeof registerFormSchema>;

export const userProfileSchema = z.object({
  firstName: z.string().default(''),
  lastName: z.string().default(''),
  specialty: z.string().default(''),
  institution: z.string().default(''),
});

/** A user as the API shows it to its owner and to admins (never the password). */
export const userSchema = z.object({
  _id: z.string(),
  username: z.string(),
  email: z.string(),
  role: roleSchema,
  avatar: z.string().nullable().default(null),
  bio: z.string().default(''),
  location: z.string().default(''),
  website: z.string().default(''),
  profile: userProfileSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** POST /auth/login and /auth/register: the user now logged in. */
export const authResponseSchema = z.object({ success: z.literal(true), user: userSchema, message: z.string().optional() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

/** GET /auth/me: the logged-in user, or `success: false, user: null` for a visitor who is not logged in. */
export const meResponseSchema = z.union([
  z.object({ success: z.literal(true), user: userSchema }),
  z.object({ success: z.literal(false), user: z.null() }),
]);
export type MeResponse = z.infer<typeof meResponseSchema>;

/** GET /auth/me's answer to a visitor who is not logged in. */
export const LOGGED_OUT: MeResponse = { success: false, user: null };

/** Payload of AUTH_USERS_MESSAGES.getActor and getMe: whose actor or account. */
export const userIdSchema = z.object({ id: objectIdSchema });

/** Payload of the user.updated and user.deleted events: the user whose name, role or account changed. */
export const userChangedEventSchema = z.object({ id: z.string() });
export type UserChangedEvent = z.infer<typeof userChangedEventSchema>;
