import { Inject, Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { GatewayRequest } from '../common/gateway-request';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { clientIp } from '../rate-limits/client-ip';
import { RateLimitStore, limitReached } from '../rate-limits/rate-limit-store';

/**
 * Counts every search report per IP, like the other public writes, so no client floods the
 * insights; past the limit: 429 with Retry-After. The address only keys the count: it is not sent on.
 */
@Injectable()
export class SearchReportRateLimitGuard implements CanActivate {
  private readonly reportsByIp: RateLimiterAbstract;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig, store: RateLimitStore) {
    this.reportsByIp = store.limiter('search-report-ip', config.rateLimits.searchReportsPerIp);
  }

  async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      await this.reportsByIp.consume(clientIp(context.switchToHttp().getRequest<GatewayRequest>()));
    } catch (error) {
      if (error instanceof RateLimiterRes) throw limitReached('SEARCH_REPORTS_TOO_FAST', error.msBeforeNext);
      throw error;
    }
    return true;
  }
}
