import { Controller, Inject, Req } from '@nestjs/common';
import { AUTH_MESSAGES, AUTH_USERS_MESSAGES, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { ApiException } from '../common/api.exception';
import type { GatewayRequest } from '../common/gateway-request';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { publicBaseUrl } from '../discovery/public-url';
import { clientIp } from '../rate-limits/client-ip';
import { PasswordResetRateLimiter } from '../rate-limits/password-reset-rate-limiter';
import { SessionsService } from '../sessions/sessions.service';

/** A forgotten password: the reset mail, then a new password by its link, which ends every session. */
@Controller()
export class PasswordResetController {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly limits: PasswordResetRateLimiter,
    private readonly sessions: SessionsService,
  ) {}

  /** The same answer whatever the address; auth-users mails in the background. */
  @Route(ROUTES.passwordResetRequest)
  async request(@Input() { body }: In<'passwordResetRequest'>, @Req() req: GatewayRequest, @Meta() meta: RequestMeta) {
    await this.limits.consume(clientIp(req), body.email);
    const siteUrl = publicBaseUrl(req, this.config.publicUrl);
    if (!siteUrl) throw new ApiException('BAD_REQUEST');
    await this.services.send(AUTH_USERS_MESSAGES.passwordResetRequest, { ...body, siteUrl }, meta);
    return { message: AUTH_MESSAGES.resetRequested };
  }

  @Route(ROUTES.passwordReset)
  async reset(@Input() { body }: In<'passwordReset'>, @Meta() meta: RequestMeta) {
    const { userId } = await this.services.send(AUTH_USERS_MESSAGES.passwordReset, body, meta);
    await this.sessions.endAll(userId);
    return { message: AUTH_MESSAGES.passwordReset };
  }
}
