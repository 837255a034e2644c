import { Inject, Injectable } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { RateLimitStore, limitReached } from './rate-limit-store';

/**
 * Reset mails: every request counts, per client address and per e-mail address (so neither one
 * client nor many can flood one mailbox). Over either: 429 TOO_MANY_ATTEMPTS with Retry-After,
 * the same for an address with an account and one without.
 */
@Injectable()
export class PasswordResetRateLimiter {
  private readonly byIp: RateLimiterAbstract;
  private readonly byEmail: RateLimiterAbstract;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig, store: RateLimitStore) {
    this.byIp = store.limiter('password-reset-ip', config.rateLimits.passwordResetsPerIp);
    this.byEmail = store.limiter('password-reset-email', config.rateLimits.passwordResetsPerEmail);
  }

  async consume(ip: string, email: string): Promise<void> {
    const results = await Promise.allSettled([this.byIp.consume(ip), this.byEmail.consume(email.trim().toLowerCase())]);
    const blocked = results.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []));
    const unexpected = blocked.find((reason) => !(reason instanceof RateLimiterRes));
    if (unexpected) throw unexpected;
    if (blocked.length > 0) throw limitReached('TOO_MANY_ATTEMPTS', Math.max(...blocked.map((res) => (res as RateLimiterRes).msBeforeNext)));
  }
}
