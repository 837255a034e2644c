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

/** DELETE /auth/sessions/:id */
export const sessionIdParamSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'invalidValue') });

/** DELETE /users/:id/sessions (admin) */
export const userSessionsParamSchema = z.object({ id: objectIdSchema });

/** How many sessions a sign-out ended. */
export const sessionsEndedSchema = z.object({ ended: z.number().int().min(0) });
