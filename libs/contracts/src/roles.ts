import { z } from 'zod';

export const ROLES = ['user', 'contributor', 'admin'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Who is making a request, as the gateway's session says; never taken from the client. */
export const actorSchema = z.object({
  id: z.string(),
  username: z.string(),
  role: roleSchema,
});
export type Actor = z.infer<typeof actorSchema>;

/** Roles that may open the admin area (contributors write drafts and upload images). */
export const ADMIN_AREA_ROLES: readonly Role[] = ['admin', 'contributor'];

export const isAdmin = (actor: Pick<Actor, 'role'> | null | undefined): boolean => actor?.role === 'admin';
export const canOpenAdminArea = (actor: Pick<Actor, 'role'> | null | undefined): boolean =>
  !!actor && ADMIN_AREA_ROLES.includes(actor.role);
