import { Inject, Injectable } from '@nestjs/common';
import { isAdmin, type AccessLevel, type Actor } from '@labmedicin/contracts';
import { ApiException } from '../common/api.exception';
import { metaOf, type GatewayRequest } from '../common/gateway-request';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { ActorsService } from '../sessions/actors.service';

/**
 * REQUIRE_ADMIN_2FA: an admin without two-factor sign-in may use their own account (and set it up
 * there), but the admin area's API (routes for contributors and admins) answers 403
 * TWO_FACTOR_SETUP_REQUIRED until it is on. The actor, cached, says whether it is.
 */
@Injectable()
export class AdminTwoFactorPolicy {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly actors: ActorsService,
  ) {}

  /** Whether this account's role must have two-factor on (what the profile tells its owner). */
  requiredFor(actor: Actor): boolean {
    return this.config.requireAdminTwoFactor && isAdmin(actor);
  }

  async assertAllowed(req: GatewayRequest, level: AccessLevel, actor: Actor | null): Promise<void> {
    if (!actor || !this.requiredFor(actor) || (level !== 'admin' && level !== 'contributor')) return;
    const found = await this.actors.get(actor.id, metaOf(req));
    if (!found?.twoFactor) throw new ApiException('TWO_FACTOR_SETUP_REQUIRED');
  }
}
