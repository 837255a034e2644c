import { Controller, Inject, Req } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, ROUTES, USER_MESSAGES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import type { GatewayRequest } from '../common/gateway-request';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { SessionsService } from '../sessions/sessions.service';

/** Changing one's own password ends every other session of that user. */
@Controller()
export class PasswordsController {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    private readonly sessions: SessionsService,
  ) {}

  @Route(ROUTES.passwordChange)
  async change(@Input() { body }: In<'passwordChange'>, @Req() req: GatewayRequest, @Meta() meta: RequestMeta) {
    const user = await this.services.send(AUTH_USERS_MESSAGES.passwordChange, body, meta);
    await this.sessions.keepCurrentSession(req, user._id);
    return { message: USER_MESSAGES.passwordChanged };
  }
}
