import { z } from 'zod';
import { emailField, passwordField, usernameField, userSchema } from '../auth/auth.schema';
import { objectIdSchema } from '../ids';
import { base64Field, originalNameField } from '../media/media.schema';
import { LIMITS } from '../limits';
import { actorSchema, roleSchema } from '../roles';

// What needs no zod is in a module of its own, so a bundle can take it without the schemas.
export * from './user.constants';

/** A user as anyone may see them on their profile page: never the email or the password. */
export const publicProfileSchema = userSchema.pick({
  _id: true,
  username: true,
  role: true,
  avatar: true,
  bio: true,
  location: true,
  website: true,
  profile: true,
  createdAt: true,
});
export type PublicProfile = z.infer<typeof publicProfileSchema>;

export const usernameParamSchema = z.object({ username: z.string().trim().min(1).max(100) });

const freeText = z.string().trim().max(LIMITS.profileFieldMax, 'profileFieldTooLong').default('');

/** A website is a link on the profile page: http or https only, or nothing. */
const websiteField = z
  .string()
  .trim()
  .max(LIMITS.websiteMax, 'websiteInvalid')
  .refine((value) => value === '' || isHttpUrl(value), 'websiteInvalid')
  .default('');

const anyUrl = z.string().url();
const isHttpUrl = (value: string): boolean => /^https?:\/\/[^\s/?#]+/i.test(value) && anyUrl.safeParse(value).success;

/** profile.firstName, lastName, specialty, institution: free text, each may be blank. */
const profileFieldsSchema = z.object({ firstName: freeText, lastName: freeText, specialty: freeText, institution: freeText }).default({});

/** PUT /users/profile: the owner's own profile fields. */
export const profileUpdateSchema = z.object({
  bio: z.string().trim().max(LIMITS.bioMax, 'bioTooLong').default(''),
  location: freeText,
  website: websiteField,
  profile: profileFieldsSchema,
});
export type ProfileUpdateInput = z.infer<typeof profileUpdateSchema>;
export type ProfileFormValues = z.input<typeof profileUpdateSchema>;

/** PUT /users/password: the current password and the new one. */
export const passwordChangeSchema = z.object({
  currentPassword: z.string({ required_error: 'currentPasswordRequired' }).min(1, 'currentPasswordRequired'),
  newPassword: z
    .string({ required_error: 'newPasswordRequired' })
    .min(1, 'newPasswordRequired')
    .min(LIMITS.passwordMin, 'passwordTooShort'),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

/** The change-password form adds the confirmation, checked in the browser only. */
export const passwordChangeFormSchema = passwordChangeSchema
  .extend({ confirmPassword: z.string().min(1, 'confirmPasswordRequired') })
  .refine((v) => v.newPassword === v.confirmPassword, { message: 'passwordsDoNotMatch', path: ['confirmPassword'] });
export type PasswordChangeFormValues = z.infer<typeof passwordChangeFormSchema>;

/** The user admin form: username (min 3), email ('Invalid email format'), role, profile. */
const adminUserFields = {
  username: usernameField,
  email: emailField('emailInvalidFormat'),
  role: roleSchema.default('user'),
  profile: profileFieldsSchema,
};

/** POST /users/admin: a password is required on create. */
export const adminUserCreateSchema = z.object({ ...adminUserFields, password: passwordField });
export type AdminUserCreateInput = z.infer<typeof adminUserCreateSchema>;

/** PUT /users/:id: a blank password keeps the current one. */
export const adminUserUpdateSchema = z.object({
  ...adminUserFields,
  password: z
    .string()
    .optional()
    .transform((value) => (value === undefined || value === '' ? undefined : value))
    .pipe(z.string().min(LIMITS.passwordMin, 'passwordTooShort').optional()),
});
export type AdminUserUpdateInput = z.infer<typeof adminUserUpdateSchema>;

/** The admin dialog's values: one form for create and edit, the password rule depends on the mode. */
export type AdminUserFormValues = z.input<typeof adminUserCreateSchema>;

export const adminUserUpdateRequestSchema = adminUserUpdateSchema.extend({ id: objectIdSchema });

/** GET /users/admin: an optional search over username and email, a role filter, and how many. */
export const adminUserListQuerySchema = z.object({
  search: z.string().trim().max(100).default(''),
  role: z.union([roleSchema, z.literal('')]).default(''),
  limit: z.coerce.number().int().min(1).max(LIMITS.userListLimit).default(LIMITS.userListLimit),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const userDeleteResultSchema = z.object({ _id: z.string(), deleted: z.literal(true) });

/**
 * What the gateway learns of a session's user on each request: the actor, and the user's session
 * generation. A password change raises it, which ends every session opened under an older one.
 * A counter, not a time, so the gateway's and auth-users' clocks never have to agree.
 */
export const sessionActorSchema = actorSchema.extend({
  sessionGeneration: z.number().int().min(0),
  /** Whether the account has two-factor sign-in on (REQUIRE_ADMIN_2FA keeps admins without it out of the admin API). */
  twoFactor: z.boolean(),
});
export type SessionActor = z.infer<typeof sessionActorSchema>;

/** Payload of AUTH_USERS_MESSAGES.avatarSet: the uploaded file, as for the media store. */
export const avatarSetSchema = z.object({ data: base64Field, originalName: originalNameField });
