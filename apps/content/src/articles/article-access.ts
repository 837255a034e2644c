import { AUTH_MESSAGES, canOpenAdminArea, isAdmin, type Actor, type RequestMeta } from '@labmedicin/contracts';
import { forbidden, unauthorized } from '@labmedicin/platform';

/**
 * Who may do what with articles (DESIGN, Security). The gateway checks roles first; the service
 * checks again, since the actor in the meta is all it trusts.
 */

/** Admins and contributors see drafts and archived articles; everyone else only published ones. */
export function seesUnpublished(meta: RequestMeta): boolean {
  return canOpenAdminArea(meta.actor);
}

/** Admins and contributors: writing drafts, reading history. */
export function requireEditor(meta: RequestMeta): Actor {
  if (!meta.actor) throw unauthorized(AUTH_MESSAGES.notLoggedIn);
  if (!canOpenAdminArea(meta.actor)) throw forbidden(AUTH_MESSAGES.adminAreaRequired);
  return meta.actor;
}

/** Admins only: publishing, deleting, restoring, tags. */
export function requireAdmin(meta: RequestMeta): Actor {
  if (!meta.actor) throw unauthorized(AUTH_MESSAGES.notLoggedIn);
  if (!isAdmin(meta.actor)) throw forbidden(AUTH_MESSAGES.adminRequired);
  return meta.actor;
}
