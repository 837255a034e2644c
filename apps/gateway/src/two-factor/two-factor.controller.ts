import { Controller, Inject, Req } from '@nestjs/common';
import { AUTH_MESSAGES, AUTH_USERS_MESSAGES, ROUTES, TWO_FACTOR_ANSWERS, type Actor, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { ApiException } from '../common/api.exception';
import type { GatewayRequest } from '../common/gateway-request';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { SessionsService } from '../sessions/sessions.service';
import { AdminTwoFactorPolicy } from './admin-two-factor';
import { qrCodeDataUrl } from './qr-code';
import { TwoFactorSignIn } from './two-factor-sign-in';

/**
 * Two-factor sign-in: the second step of logging in, and the own account's setup, turning on and
 * off (auth-users keeps the key and the codes). Turning it on or off drops the cached actor, so
 * REQUIRE_ADMIN_2FA sees the change on the next request. The audit log records these routes by
 * the route table (audit/audited-routes.ts).
 */
@Controller()
export class TwoFactorController {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    private readonly signIn: TwoFactorSignIn,
    private readonly sessions: SessionsService,
    private readonly policy: AdminTwoFactorPolicy,
  ) {}

  @Route(ROUTES.authLoginTwoFactor)
  async logIn(@Input() { body }: In<'authLoginTwoFactor'>, @Req() req: GatewayRequest, @Meta() meta: RequestMeta) {
    const user = await this.signIn.complete(req, body.code, meta);
    return { user, message: AUTH_MESSAGES.loginSuccessful };
  }

  @Route(ROUTES.twoFactorStatus)
  async status(@Req() req: GatewayRequest, @Meta() meta: RequestMeta) {
    const actor = signedIn(req);
    const status = await this.services.send(AUTH_USERS_MESSAGES.twoFactorStatus, { userId: actor.id }, meta);
    return { data: { ...status, required: this.policy.requiredFor(actor) } };
  }

  @Route(ROUTES.twoFactorSetup)
  async setup(@Meta() meta: RequestMeta) {
    const setup = await this.services.send(AUTH_USERS_MESSAGES.twoFactorSetup, {}, meta);
    return { data: { ...setup, qrCode: await qrCodeDataUrl(setup.uri) } };
  }

  @Route(ROUTES.twoFactorEnable)
  async enable(@Input() { body }: In<'twoFactorEnable'>, @Req() req: GatewayRequest, @Meta() meta: RequestMeta) {
    const actor = signedIn(req);
    const enabled = await this.signIn.checked(req, actor.id, () => this.services.send(AUTH_USERS_MESSAGES.twoFactorEnable, body, meta));
    await this.sessions.userChanged(actor.id);
    return { data: enabled };
  }

  @Route(ROUTES.twoFactorDisable)
  async disable(@Input() { body }: In<'twoFactorDisable'>, @Req() req: GatewayRequest, @Meta() meta: RequestMeta) {
    const actor = signedIn(req);
    await this.signIn.checked(req, actor.id, () => this.services.send(AUTH_USERS_MESSAGES.twoFactorDisable, body, meta));
    await this.sessions.userChanged(actor.id);
    return { message: TWO_FACTOR_ANSWERS.turnedOff };
  }
}

/** The caller of a route for logged-in users (the access guard let no one else through). */
function signedIn(req: GatewayRequest): Actor {
  if (!req.actor) throw new ApiException('NOT_LOGGED_IN');
  return req.actor;
}
