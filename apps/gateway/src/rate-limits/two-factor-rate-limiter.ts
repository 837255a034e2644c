import { Inject, Injectable } from '@nestjs/common';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ignoreLimit, exhausted } from './auth-rate-limiter';
import { RateLimitStore, limitReached } from './rate-limit-store';

/**
 * Brute-force limits on two-factor codes, apart from the password's: wrong codes count per account
 * (whoever sends them, so a password that leaked still leaves a million codes to guess at a few per
 * window) and per IP. Over either: 429 with Retry-After, before the code is even looked at.
 */
@Injectable()
export class TwoFactorRateLimiter {
  private readonly byAccount: RateLimiterAbstract;
  private readonly byIp: RateLimiterAbstract;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    store: RateLimitStore,
  ) {
    this.byAccount = store.limiter('two-factor-account', config.rateLimits.twoFactorFailuresPerAccount);
    this.byIp = store.limiter('two-factor-ip', config.rateLimits.twoFactorFailuresPerIp);
  }

  async assertAllowed(ip: string, userId: string): Promise<void> {
    const [byAccount, byIp] = await Promise.all([this.byAccount.get(userId), this.byIp.get(ip)]);
    const blocked = [
      exhausted(byAccount, this.config.rateLimits.twoFactorFailuresPerAccount),
      exhausted(byIp, this.config.rateLimits.twoFactorFailuresPerIp),
    ].filter((ms): ms is number => ms !== null);
    if (blocked.length > 0) throw limitReached('TOO_MANY_ATTEMPTS', Math.max(...blocked));
  }

  async failed(ip: string, userId: string): Promise<void> {
    await Promise.all([ignoreLimit(this.byAccount.consume(userId)), ignoreLimit(this.byIp.consume(ip))]);
  }

  /** A right code clears the account's count (not the IP's: one address may be guessing at many accounts). */
  async succeeded(userId: string): Promise<void> {
    await this.byAccount.delete(userId);
  }
}
