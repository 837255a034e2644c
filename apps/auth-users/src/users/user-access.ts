import { isAdmin, type Actor, type RequestMeta } from '@labmedicin/contracts';
import { fail } from '@labmedicin/platform';

/** The gateway checks roles first; auth-users checks again, since the meta's actor is all it trusts. */
export function requireUser(meta: RequestMeta): Actor {
  if (!meta.actor) throw fail('NOT_LOGGED_IN');
  return meta.actor;
}

export function requireAdmin(meta: RequestMeta): Actor {
  const actor = requireUser(meta);
  if (!isAdmin(actor)) throw fail('ADMIN_REQUIRED');
  return actor;
}
