import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { GatewayRequest } from '../common/gateway-request';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { RateLimitStore, limitReached } from './rate-limit-store';

/**
 * Counts every comment a user posts, keyed by the session's user (the access guard has resolved
 * it), so one account cannot flood the moderation queue; past the limit: 429 with Retry-After.
 */
@Injectable()
export class CommentRateLimitGuard implements CanActivate {
  private readonly postsByUser: RateLimiterAbstract;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig, store: RateLimitStore) {
    this.postsByUser = store.limiter('comment-user', config.rateLimits.commentsPerUser);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const { actor } = context.switchToHttp().getRequest<GatewayRequest>();
    // The access guard lets no anonymous caller this far; the service refuses one anyway.
    if (!actor) return true;
    try {
      await this.postsByUser.consume(actor.id);
    } catch (error) {
      if (error instanceof RateLimiterRes) throw limitReached('COMMENTS_TOO_FAST', error.msBeforeNext);
      throw error;
    }
    return true;
  }
}
