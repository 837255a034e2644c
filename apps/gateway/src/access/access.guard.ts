import { Injectable, Logger, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { canOpenAdminArea, isAdmin, type AccessLevel, type Actor } from '@labmedicin/contracts';
import { ApiException } from '../common/api.exception';
import type { GatewayRequest } from '../common/gateway-request';
import { SessionsService } from '../sessions/sessions.service';
import { AdminTwoFactorPolicy } from '../two-factor/admin-two-factor';
import { ACCESS_KEY } from './access.decorator';

/**
 * Runs before every route: resolves the session's actor (nothing the client sends counts) and
 * checks it against the route's @Access level. 401 without a session, 403 with the wrong role,
 * 403 for a route that states no level at all, and (REQUIRE_ADMIN_2FA) for an admin without two-factor
 * on a route of the admin area.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionsService,
    private readonly adminTwoFactor: AdminTwoFactorPolicy,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    // Events from the transport (the hybrid app's listener) are internal, not client requests.
    if (context.getType() !== 'http') return true;
    const req = context.switchToHttp().getRequest<GatewayRequest>();
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!level) {
      this.logger.error(`${context.getClass().name}.${context.getHandler().name} has no @Access level: refused`);
      throw new ApiException('ACCESS_DENIED');
    }
    req.actor = await this.sessions.resolveActor(req, { tolerateFailure: level === 'public' });
    check(level, req.actor);
    await this.adminTwoFactor.assertAllowed(req, level, req.actor);
    return true;
  }
}

function check(level: AccessLevel, actor: Actor | null): void {
  if (level === 'public') return;
  if (!actor) throw new ApiException('NOT_LOGGED_IN');
  if (level === 'admin' && !isAdmin(actor)) throw new ApiException('ADMIN_REQUIRED');
  if (level === 'contributor' && !canOpenAdminArea(actor)) {
    throw new ApiException('ADMIN_AREA_REQUIRED');
  }
}
