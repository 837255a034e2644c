export const ROLES = ['user', 'contributor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may open the admin area (contributors write drafts and upload images). */
export const ADMIN_AREA_ROLES: readonly Role[] = ['admin', 'contributor'];

export const isAdmin = (actor: { role: Role } | null | undefined): boolean => actor?.role === 'admin';
export const canOpenAdminArea = (actor: { role: Role } | null | undefined): boolean => !!actor && ADMIN_AREA_ROLES.includes(actor.role);
