import { canOpenAdminArea, isAdmin, type Actor, type RequestMeta } from '@labmedicin/contracts';
import { fail } from '@labmedicin/platform';

/**
 * Who may do what with content. The gateway checks roles first; the service
 * checks again, since the actor in the meta is all it trusts.
 */

/** Admins and contributors see drafts and archived articles; everyone else only published ones. */
export function seesUnpublished(meta: RequestMeta): boolean {
  return canOpenAdminArea(meta.actor);
}

/** Admins and contributors: writing drafts, reading history. */
export function requireEditor(meta: RequestMeta): Actor {
  if (!meta.actor) throw fail('NOT_LOGGED_IN');
  if (!canOpenAdminArea(meta.actor)) throw fail('ADMIN_AREA_REQUIRED');
  return meta.actor;
}

/** Admins only: publishing, deleting, restoring, tags. */
export function requireAdmin(meta: RequestMeta): Actor {
  if (!meta.actor) throw fail('NOT_LOGGED_IN');
  if (!isAdmin(meta.actor)) throw fail('ADMIN_REQUIRED');
  return meta.actor;
}
