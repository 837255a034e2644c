import { z } from 'zod';
import { ROLES } from './roles.constants';

// What needs no zod is in a module of its own, so a bundle can take it without the schemas.
export * from './roles.constants';

export const roleSchema = z.enum(ROLES);

/** Who is making a request, as the gateway's session says; never taken from the client. */
export const actorSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: roleSchema,
});
export type Actor = z.infer<typeof actorSchema>;
