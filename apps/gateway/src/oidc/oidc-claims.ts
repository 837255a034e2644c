import type { Role } from '@labmedicin/contracts';
import type { OidcSettings } from '../config/oidc.config';

type Claims = Record<string, unknown>;

/** The claim at a dotted path (`realm_access.roles`), or the claim of that exact name. */
function claimAt(claims: Claims, path: string): unknown {
  if (path in claims) return claims[path];
  return path.split('.').reduce<unknown>((at, key) => (at !== null && typeof at === 'object' ? (at as Claims)[key] : undefined), claims);
}

/** The person's groups in the role claim: a list of names, or one name. */
function groupsOf(claims: Claims, roleClaim: string): string[] {
  const value = claimAt(claims, roleClaim);
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((group): group is string => typeof group === 'string') : [];
}

/** The role the groups give: admin before contributor; anyone else is a user. */
export function roleFromGroups(claims: Claims, settings: Pick<OidcSettings, 'roleClaim' | 'adminGroups' | 'contributorGroups'>): Role {
  const groups = new Set(groupsOf(claims, settings.roleClaim));
  if (settings.adminGroups.some((group) => groups.has(group))) return 'admin';
  if (settings.contributorGroups.some((group) => groups.has(group))) return 'contributor';
  return 'user';
}

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/** The person as the validated claims describe them; null when they carry no email the provider has verified. */
export function personOf(claims: Claims): { email: string; givenName: string; familyName: string; preferredUsername: string } | null {
  const email = text(claims.email);
  // Only a verified address may link a local account: anyone could enter someone else's at a provider that does not check.
  const verified = claims.email_verified === true || claims.email_verified === 'true';
  if (email === '' || !verified) return null;
  const name = text(claims.name);
  return {
    email,
    givenName: text(claims.given_name) || (text(claims.family_name) === '' ? name : ''),
    familyName: text(claims.family_name),
    preferredUsername: text(claims.preferred_username),
  };
}
