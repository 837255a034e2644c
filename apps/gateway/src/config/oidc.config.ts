import { ConfigError } from '@labmedicin/platform';
import { z } from 'zod';

/** A variable set empty (as a ConfigMap ships them) counts as unset: its default. */
const blankAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** Single sign-on's variables (OpenID Connect), validated with the gateway's: see README "Single sign-on". */
export const oidcEnv = {
  /** The provider's issuer, whose /.well-known/openid-configuration describes it. Unset: single sign-on is off. */
  OIDC_ISSUER: z.string().optional(),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** The ID token's (or userinfo's) claim that lists the person's groups; a dotted path reaches into an object (realm_access.roles). */
  OIDC_ROLE_CLAIM: z.preprocess(blankAsUnset, z.string().trim().default('groups')),
  OIDC_ADMIN_GROUPS: z.string().default(''),
  OIDC_CONTRIBUTOR_GROUPS: z.string().default(''),
  /** The provider's name on the sign-in button ("Sign in with …"). */
  OIDC_LABEL: z.preprocess(blankAsUnset, z.string().trim().max(60).default('OpenID Connect')),
};

type OidcEnv = z.infer<z.ZodObject<typeof oidcEnv>>;

export interface OidcSettings {
  issuer: string;
  clientId: string;
  clientSecret: string;
  roleClaim: string;
  adminGroups: string[];
  contributorGroups: string[];
  label: string;
}

/** The variables single sign-on cannot do without, besides OIDC_ISSUER itself. */
const REQUIRED = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'] as const;

/**
 * Single sign-on's settings, or null when it is off (no OIDC_ISSUER and none of its variables). A
 * partial configuration stops the start naming what is missing: a provider half set up would
 * otherwise be found out by the first person trying to sign in.
 */
export function parseOidcSettings(env: OidcEnv, raw: NodeJS.ProcessEnv): OidcSettings | null {
  const issuer = env.OIDC_ISSUER?.trim() ?? '';
  const given = (name: string) => (raw[name] ?? '').trim() !== '';
  const partial = [...REQUIRED, 'OIDC_ADMIN_GROUPS', 'OIDC_CONTRIBUTOR_GROUPS'].filter(given);
  if (issuer === '') {
    if (partial.length === 0) return null;
    throw new ConfigError(`Invalid configuration:\n  OIDC_ISSUER: required when ${partial.join(', ')} ${partial.length === 1 ? 'is' : 'are'} set (single sign-on)`);
  }
  const missing = REQUIRED.filter((name) => !given(name));
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n  ${missing.map((name) => `${name}: required when OIDC_ISSUER is set (single sign-on)`).join('\n  ')}`);
  }
  let url: URL | null = null;
  try {
    url = new URL(issuer);
  } catch {
    // named below
  }
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:') || url.search !== '' || url.hash !== '') {
    throw new ConfigError(`Invalid configuration:\n  OIDC_ISSUER: '${issuer}' is not an issuer URL like https://login.example.org/realms/region`);
  }
  return {
    issuer,
    clientId: (env.OIDC_CLIENT_ID ?? '').trim(),
    clientSecret: env.OIDC_CLIENT_SECRET ?? '',
    roleClaim: env.OIDC_ROLE_CLAIM,
    adminGroups: groupsOf(env.OIDC_ADMIN_GROUPS),
    contributorGroups: groupsOf(env.OIDC_CONTRIBUTOR_GROUPS),
    label: env.OIDC_LABEL,
  };
}

function groupsOf(list: string): string[] {
  return list
    .split(',')
    .map((group) => group.trim())
    .filter((group) => group !== '');
}
