import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { GatewayRequest } from '../common/gateway-request';
import { AuthRateLimiter } from './auth-rate-limiter';
import { clientIp } from './client-ip';

/** Counts every registration attempt per IP before anything else happens. */
@Injectable()
export class RegisterRateLimitGuard implements CanActivate {
  constructor(private readonly limits: AuthRateLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    await this.limits.consumeRegister(clientIp(context.switchToHttp().getRequest<GatewayRequest>()));
    return true;
  }
}
