import { Injectable, type ExecutionContext } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import { HTTP_STATUS, ROUTES } from '@labmedicin/contracts';
import { AuditRecorder } from '../audit/audit-recorder';
import { ApiException } from '../common/api.exception';
import type { GatewayRequest } from '../common/gateway-request';
import { parseWith } from '../common/route-input';
import { AuthRateLimiter } from '../rate-limits/auth-rate-limiter';
import { clientIp } from '../rate-limits/client-ip';

/**
 * The login: the body is validated first (400 with field errors), then the rate limits are asked
 * (429), then passport-local checks the credentials (401). A failure counts against the limits, a
 * success clears the IP+email counter.
 */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  constructor(
    private readonly limits: AuthRateLimiter,
    private readonly audit: AuditRecorder,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const req = context.switchToHttp().getRequest<GatewayRequest>();
    const credentials = parseWith(ROUTES.authLogin.body, req.body);
    req.body = credentials;
    const ip = clientIp(req);
    await this.limits.assertLoginAllowed(ip, credentials.email);
    try {
      await super.canActivate(context);
    } catch (error) {
      this.audit.signInFailed(req, credentials.email, error);
      if (error instanceof ApiException && error.getStatus() === HTTP_STATUS.unauthorized) {
        await this.limits.loginFailed(ip, credentials.email);
      }
      throw error;
    }
    await this.limits.loginSucceeded(ip, credentials.email);
    return true;
  }

  override handleRequest<TUser>(error: unknown, user: TUser | false | null): TUser {
    if (error) throw error;
    if (!user) throw new ApiException('INVALID_CREDENTIALS');
    return user;
  }
}
