import { z } from 'zod';
import { objectIdSchema } from '../ids';

/**
 * One signed-in session as its owner sees it: an opaque id (never the cookie's), the browser and
 * system read from its user agent, when it signed in and when it was last seen (to the minute).
 */
export const accountSessionSchema = z.object({
  id: z.string(),
  browser: z.string(),
  system: z.string(),
  signedInAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

/** The characters of a session's public id: a SHA-256 of the session id, base64url, cut to this length. */
export const SESSION_PUBLIC_ID_LENGTH = 22;

/** DELETE /auth/sessions/:id: anything but a public id's shape is a wrong input, not a session that is gone. */
export const sessionIdParamSchema = z.object({ id: z.string().regex(new RegExp(`^[A-Za-z0-9_-]{${SESSION_PUBLIC_ID_LENGTH}}$`), 'invalidValue') });

/** DELETE /users/:id/sessions (admin) */
export const userSessionsParamSchema = z.object({ id: objectIdSchema });

/** How many sessions a sign-out ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int().min(0) });
