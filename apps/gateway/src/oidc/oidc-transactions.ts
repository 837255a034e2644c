import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { apiPathOf, ROUTE } from '@labmedicin/contracts';
import { cacheToken, type Cache } from '@labmedicin/platform';
import type { Request, Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';

export const OIDC_CACHE = 'oidc';

/** How long a person has at the provider between the button and the callback. */
export const OIDC_TRANSACTION_TTL_MS = 10 * 60_000;

/** The cookie that ties a sign-in started in a browser to the callback in the same browser. */
const COOKIE = 'labmedicin.oidc';
const COOKIE_PATH = apiPathOf(ROUTE.authOidc);

/** A sign-in under way: what the callback checks the provider's answer against. */
export interface OidcTransaction {
  state: string;
  nonce: string;
  codeVerifier: string;
  /** The redirect URI sent to the provider, which the code is exchanged with. */
  redirectUri: string;
  used?: true;
}

/**
 * The sign-ins under way, in the platform cache (shared by the replicas over Redis: the callback
 * may reach another gateway than the start), each under a random key kept in an httpOnly cookie of
 * the browser that started it. A callback without it, or with a state other than its own, is a
 * forged or replayed one; each is taken once.
 */
@Injectable()
export class OidcTransactions {
  constructor(
    @Inject(cacheToken(OIDC_CACHE)) private readonly cache: Cache,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  async begin(res: Response, transaction: OidcTransaction): Promise<void> {
    const key = randomBytes(32).toString('base64url');
    await this.cache.set(key, transaction, OIDC_TRANSACTION_TTL_MS);
    res.cookie(COOKIE, key, { ...this.cookieOptions(), maxAge: OIDC_TRANSACTION_TTL_MS });
  }

  /** This browser's sign-in under way, at most once (two callbacks at once: one gets it); its cookie is cleared either way. */
  async take(req: Request, res: Response): Promise<OidcTransaction | null> {
    res.clearCookie(COOKIE, this.cookieOptions());
    const key = cookieOf(req, COOKIE);
    if (!key) return null;
    const transaction = await this.cache.get<OidcTransaction>(key);
    if (!transaction || transaction.used) return null;
    const claimed = await this.cache.replace(key, transaction, { ...transaction, used: true });
    await this.cache.delete(key);
    return claimed ? transaction : null;
  }

  private cookieOptions() {
    return { path: COOKIE_PATH, httpOnly: true, sameSite: 'lax' as const, secure: this.config.session.secureCookie };
  }
}

function cookieOf(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || null;
  }
  return null;
}
