import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { RateLimitStore, limitReached } from './rate-limit-store';

/**
 * Brute-force limits on login and register. Login counts failures per IP+email (reset by a
 * success) and per IP; register counts every attempt per IP. Over a limit: 429 with Retry-After.
 */
@Injectable()
export class AuthRateLimiter {
  private readonly loginByIpEmail: RateLimiterAbstract;
  private readonly loginByIp: RateLimiterAbstract;
  private readonly registerByIp: RateLimiterAbstract;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    store: RateLimitStore,
  ) {
    this.loginByIpEmail = store.limiter('login-ip-email', config.rateLimits.loginFailuresPerIpEmail);
    this.loginByIp = store.limiter('login-ip', config.rateLimits.loginFailuresPerIp);
    this.registerByIp = store.limiter('register-ip', config.rateLimits.registerPerIp);
  }

  /** 429 when this IP, or this IP for this email, has used up its failed logins. */
  async assertLoginAllowed(ip: string, email: string): Promise<void> {
    const [byIpEmail, byIp] = await Promise.all([this.loginByIpEmail.get(ipEmailKey(ip, email)), this.loginByIp.get(ip)]);
    const blocked = [
      exhausted(byIpEmail, this.config.rateLimits.loginFailuresPerIpEmail),
      exhausted(byIp, this.config.rateLimits.loginFailuresPerIp),
    ].filter((ms): ms is number => ms !== null);
    if (blocked.length > 0) throw limitReached('TOO_MANY_ATTEMPTS', Math.max(...blocked));
  }

  async loginFailed(ip: string, email: string): Promise<void> {
    await Promise.all([ignoreLimit(this.loginByIpEmail.consume(ipEmailKey(ip, email))), ignoreLimit(this.loginByIp.consume(ip))]);
  }

  async loginSucceeded(ip: string, email: string): Promise<void> {
    await this.loginByIpEmail.delete(ipEmailKey(ip, email));
  }

  /** Counts a registration attempt; 429 past the limit. */
  async consumeRegister(ip: string): Promise<void> {
    try {
      await this.registerByIp.consume(ip);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw limitReached('TOO_MANY_ATTEMPTS', error.msBeforeNext);
      throw error;
    }
  }
}

function ipEmailKey(ip: string, email: string): string {
  return `${ip}_${email.trim().toLowerCase()}`;
}

/** ms until the key frees up when its points are used up, else null. */
export function exhausted(res: RateLimiterRes | null, points: number): number | null {
  return res && res.consumedPoints >= points ? res.msBeforeNext : null;
}

/** A consume past the limit rejects with a RateLimiterRes; for counting failures that is fine. */
export async function ignoreLimit(consumed: Promise<RateLimiterRes>): Promise<void> {
  try {
    await consumed;
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
  }
}
