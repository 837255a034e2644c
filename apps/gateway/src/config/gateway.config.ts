import { resolve } from 'node:path';
import { embedHostsEnvSchema } from '@labmedicin/contracts';
import { ConfigError, loadConfig, type PlatformConfig } from '@labmedicin/platform';
import { z } from 'zod';
import { oidcEnv, parseOidcSettings, type OidcSettings } from './oidc.config';
import { resolveSessionSecret } from './session-secret';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();
const positiveInt = z.coerce.number().int().min(1);

/** The gateway's own variables, validated with the platform's at start (see README "Configuration"). */
const gatewayEnv = {
  PORT: z.coerce.number().int().min(0).max(65535).default(5001),
  SESSION_SECRET: z.string().min(16).optional(),
  /** The built SPA; default apps/web/dist of this checkout. */
  WEB_DIST_DIR: z.string().optional(),
  /** Express "trust proxy": unset = the direct peer is the client; a hop count, 'true', or a list of addresses. */
  TRUST_PROXY: z.string().optional(),
  /** Origins besides the gateway's own that may send state-changing requests, comma-separated. */
  ALLOWED_ORIGINS: z.string().default(''),
  SESSION_MAX_AGE_HOURS: z.coerce.number().positive().default(24 * 14),
  /** Secure session cookie; default on in production (then serve over HTTPS and set TRUST_PROXY behind a proxy). */
  SESSION_COOKIE_SECURE: flag,
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(15 * 60),
  LOGIN_MAX_FAILURES_PER_IP_EMAIL: positiveInt.default(10),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt.default(100),
  REGISTER_MAX_PER_IP: positiveInt.default(20),
  /** Reset mails asked for within the window, per client address and per e-mail address. */
  PASSWORD_RESET_MAX_PER_IP: positiveInt.default(10),
  PASSWORD_RESET_MAX_PER_EMAIL: positiveInt.default(3),
  COMMENTS_MAX_PER_USER: positiveInt.default(10),
  /** Search reports (results pages' beacons) per IP within the window. */
  SEARCH_REPORTS_MAX_PER_IP: positiveInt.default(1000),
  /** Wrong two-factor codes per account, and per IP, within the window before 429. */
  TWO_FACTOR_MAX_FAILURES_PER_ACCOUNT: positiveInt.default(5),
  TWO_FACTOR_MAX_FAILURES_PER_IP: positiveInt.default(50),
  /** Admins without two-factor sign-in are sent to set it up before the admin area and its API open. */
  REQUIRE_ADMIN_2FA: z.enum(['true', 'false']).default('false'),
  HEALTH_TIMEOUT_MS: positiveInt.default(2000),
  /**
   * How long an idle keep-alive connection stays open. Longer than the proxy in front keeps its
   * upstream connections (ingress-nginx: 60 s), so the proxy always closes first and never sends
   * on a socket the gateway has just closed (a sporadic 502).
   */
  KEEP_ALIVE_TIMEOUT_MS: positiveInt.default(65_000),
  /**
   * Where readers reach the site (scheme, host, optional path): the absolute URLs of the sitemap.
   * Unset: the URL each request was made to (its Host, and X-Forwarded-Proto behind a trusted proxy).
   */
  PUBLIC_URL: z.string().optional(),
  /** The hosts articles may embed (content refuses others): the only pages the browser may frame. */
  EMBED_HOSTS: embedHostsEnvSchema,
  /** The gateway's cache of public answers; 'off' (for benchmarks and diagnosis) sends every read to the services. */
  HTTP_CACHE: z.enum(['on', 'off']).default('on'),
  /**
   * How often the views counted by this gateway are reported to content and moved in the cached
   * answers that show them: shorter shows them sooner, longer sends fewer events and rewrites.
   */
  VIEW_REPORT_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(1000),
  /**
   * How often at most a cached page is rendered again to show its article's new view count (each
   * time up to half as long again, drawn at random, so pages read together drift apart). A
   * render costs the gateway milliseconds of CPU: at every report, a few hundred articles read at
   * once would take its whole core. The JSON answers move at every report all the same.
   */
  PAGE_VIEWS_RENEW_MS: z.coerce.number().int().min(0).max(3_600_000).default(5000),
  ...oidcEnv,
};

interface RateLimitConfig {
  windowSeconds: number;
  loginFailuresPerIpEmail: number;
  loginFailuresPerIp: number;
  registerPerIp: number;
  passwordResetsPerIp: number;
  passwordResetsPerEmail: number;
  /** Comments one user may post within the window. */
  commentsPerUser: number;
  /** Search reports one IP may send within the window. */
  searchReportsPerIp: number;
  /** Wrong two-factor codes (sign-in, turning it on or off) per account and per IP within the window. */
  twoFactorFailuresPerAccount: number;
  twoFactorFailuresPerIp: number;
}

export interface GatewayConfig {
  platform: PlatformConfig;
  port: number;
  webDistDir: string;
  trustProxy: boolean | number | string;
  /** Extra origins (scheme://host[:port]) accepted by the same-origin check. */
  allowedOrigins: string[];
  session: { secret: string; cookieName: string; maxAgeMs: number; secureCookie: boolean };
  rateLimits: RateLimitConfig;
  healthTimeoutMs: number;
  /** The HTTP server's keepAliveTimeout; its headersTimeout is a second longer, as Node requires. */
  keepAliveTimeoutMs: number;
  /** The site's public base URL without a trailing slash; null: taken from each request. */
  publicUrl: string | null;
  /** Hosts whose pages articles embed in iframes. */
  embedHosts: string[];
  /** Strict-Transport-Security on answers to HTTPS requests: in production only. */
  hsts: boolean;
  /** Whether public answers are kept in the 'http' cache (ETag and Cache-Control are sent either way). */
  httpCache: boolean;
  viewReportIntervalMs: number;
  pageViewsRenewMs: number;
  /** REQUIRE_ADMIN_2FA: the admin API answers 403 TWO_FACTOR_SETUP_REQUIRED to an admin without two-factor. */
  requireAdminTwoFactor: boolean;
  /** Single sign-on through an OpenID Connect provider; null: off. */
  oidc: OidcSettings | null;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export const SESSION_COOKIE_NAME = 'labmedicin.sid';

/** From this file (src/config or dist/config of apps/gateway) to apps/web/dist. */
const DEFAULT_WEB_DIST_DIR = resolve(__dirname, '../../../web/dist');

/** Reads and checks the environment once; a ConfigError names every bad variable. */
export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const { platform, service } = loadConfig(gatewayEnv, env);
  return {
    platform,
    port: service.PORT,
    webDistDir: resolve(service.WEB_DIST_DIR ?? DEFAULT_WEB_DIST_DIR),
    trustProxy: parseTrustProxy(service.TRUST_PROXY),
    allowedOrigins: parseOrigins(service.ALLOWED_ORIGINS),
    session: {
      secret: resolveSessionSecret(platform, service.SESSION_SECRET),
      cookieName: SESSION_COOKIE_NAME,
      maxAgeMs: Math.round(service.SESSION_MAX_AGE_HOURS * 3600 * 1000),
      secureCookie: service.SESSION_COOKIE_SECURE ?? platform.env === 'production',
    },
    rateLimits: {
      windowSeconds: service.RATE_LIMIT_WINDOW_SECONDS,
      loginFailuresPerIpEmail: service.LOGIN_MAX_FAILURES_PER_IP_EMAIL,
      loginFailuresPerIp: service.LOGIN_MAX_FAILURES_PER_IP,
      registerPerIp: service.REGISTER_MAX_PER_IP,
      passwordResetsPerIp: service.PASSWORD_RESET_MAX_PER_IP,
      passwordResetsPerEmail: service.PASSWORD_RESET_MAX_PER_EMAIL,
      commentsPerUser: service.COMMENTS_MAX_PER_USER,
      searchReportsPerIp: service.SEARCH_REPORTS_MAX_PER_IP,
      twoFactorFailuresPerAccount: service.TWO_FACTOR_MAX_FAILURES_PER_ACCOUNT,
      twoFactorFailuresPerIp: service.TWO_FACTOR_MAX_FAILURES_PER_IP,
    },
    healthTimeoutMs: service.HEALTH_TIMEOUT_MS,
    keepAliveTimeoutMs: service.KEEP_ALIVE_TIMEOUT_MS,
    httpCache: service.HTTP_CACHE === 'on',
    viewReportIntervalMs: service.VIEW_REPORT_INTERVAL_MS,
    pageViewsRenewMs: service.PAGE_VIEWS_RENEW_MS,
    publicUrl: parsePublicUrl(service.PUBLIC_URL),
    embedHosts: service.EMBED_HOSTS,
    hsts: platform.env === 'production',
    requireAdminTwoFactor: service.REQUIRE_ADMIN_2FA === 'true',
    oidc: parseOidcSettings(service, env),
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '' || trimmed === 'false') return false;
  if (trimmed === 'true') return true;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  return trimmed;
}

function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '')
    .map((v) => {
      try {
        return new URL(v).origin;
      } catch {
        throw new ConfigError(`Invalid configuration:\n  ALLOWED_ORIGINS: '${v}' is not an origin like https://example.org`);
      }
    });
}

function parsePublicUrl(value: string | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return null;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    url = new URL('invalid:');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '' || url.username !== '' || url.password !== '') {
    throw new ConfigError(`Invalid configuration:\n  PUBLIC_URL: '${trimmed}' is not a base URL like https://labmedicin.example (http or https, no query)`);
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}
