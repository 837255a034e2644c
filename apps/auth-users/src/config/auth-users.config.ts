import { mailEnv } from '@labmedicin/platform';
import { z } from 'zod';

/**
 * auth-users' own variables, validated with the platform's at start. The first admin account is
 * created from them when the users collection has no admin yet.
 */
export const authUsersEnv = {
  ADMIN_EMAIL: z.string().trim().toLowerCase().email().default('admin@labmedicin.local'),
  ADMIN_USERNAME: z.string().trim().min(3).max(20).default('admin'),
  /** Unset: 'labmedicin-admin' locally; in production a random password, printed once in the log. */
  ADMIN_PASSWORD: z.string().min(6).optional(),
  /** How long audit entries are kept; older ones are deleted at start and daily. */
  AUDIT_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(365),
  /** The mail of forgotten passwords: its SMTP server (unset: .eml files under DATA_DIR/mail) and sender. */
  SMTP_URL: mailEnv.SMTP_URL,
  MAIL_FROM: mailEnv.MAIL_FROM,
};

export type AuthUsersEnv = z.infer<z.ZodObject<typeof authUsersEnv>>;

export const AUTH_USERS_CONFIG = Symbol('AUTH_USERS_CONFIG');

/** The local default of ADMIN_PASSWORD (embedded profile only; documented in the README). */
export const DEFAULT_LOCAL_ADMIN_PASSWORD = 'labmedicin-admin';
