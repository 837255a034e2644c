import { Controller, Inject, Req, Res, UseGuards } from '@nestjs/common';
import { AUTH_MESSAGES, AUTH_USERS_MESSAGES, LOGGED_OUT, ROUTES, TWO_FACTOR_ANSWERS, type RequestMeta, type User } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import type { Response } from 'express';
import type { GatewayRequest } from '../common/gateway-request';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { RegisterRateLimitGuard } from '../rate-limits/register-rate-limit.guard';
import { publicBaseUrl } from '../discovery/public-url';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { OidcClientService } from '../oidc/oidc-client.service';
import { SessionsService } from '../sessions/sessions.service';
import { TwoFactorSignIn } from '../two-factor/two-factor-sign-in';
import { AuthService } from './auth.service';
import { LocalAuthGuard } from './local-auth.guard';

/** Sessions: who is logged in, log in, register, log out. */
@Controller()
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionsService,
    private readonly twoFactor: TwoFactorSignIn,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    private readonly oidc: OidcClientService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * A visitor who is not logged in is no error: 200 with no user, so no page load of theirs logs a
   * failed request. A session whose user cannot be resolved right now is served as anonymous by
   * the guard; here that is an outage, so its user is asked for again and the failure answers.
   */
  @Route(ROUTES.authMe)
  async me(@Req() req: GatewayRequest, @Meta() meta: RequestMeta) {
    const userId = meta.actor?.id ?? req.session?.userId;
    const user = userId ? await this.auth.me(userId, meta) : null;
    return user ? { user } : LOGGED_OUT;
  }

  /** The body is validated by LocalAuthGuard, before the rate limits and the credentials. */
  @Route(ROUTES.authLogin)
  @UseGuards(LocalAuthGuard)
  async login(@Req() req: GatewayRequest) {
    const user = req.user as User;
    // With two-factor on, the password alone logs nobody in: the code comes next.
    if (await this.twoFactor.awaitCode(req, user)) return { twoFactorRequired: true as const, message: TWO_FACTOR_ANSWERS.codeNeeded };
    await this.sessions.logIn(req, user);
    return { user, message: AUTH_MESSAGES.loginSuccessful };
  }

  @Route(ROUTES.authRegister)
  @UseGuards(RegisterRateLimitGuard)
  async register(@Input() { body }: In<'authRegister'>, @Req() req: GatewayRequest, @Meta() meta: RequestMeta) {
    const user = await this.services.send(AUTH_USERS_MESSAGES.register, body, meta);
    await this.sessions.logIn(req, user);
    return { user, message: AUTH_MESSAGES.registrationSuccessful };
  }

  /** After a single sign-on, the browser goes on to end the provider's session too (endSessionUrl), and comes back to /login. */
  @Route(ROUTES.authLogout)
  async logout(@Req() req: GatewayRequest, @Res({ passthrough: true }) res: Response) {
    const idToken = req.session?.oidcIdToken;
    await this.sessions.logOut(req, res);
    const endSessionUrl = idToken ? await this.oidc.endSessionUrl(idToken, `${publicBaseUrl(req, this.config.publicUrl) ?? ''}/login`) : null;
    return { message: AUTH_MESSAGES.loggedOut, ...(endSessionUrl ? { endSessionUrl } : {}) };
  }
}
