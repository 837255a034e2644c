import { Controller, Inject, Req } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, ROUTES, USER_MESSAGES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Forwarding } from '../common/forwarding';
import type { GatewayRequest } from '../common/gateway-request';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { SessionsService } from '../sessions/sessions.service';

/**
 * Accounts, for admins. A role change, a new password or a delete reaches the user's live
 * sessions with their next request: the cached actor is dropped as soon as auth-users answers.
 */
@Controller()
export class UserAdminController extends Forwarding(['userList', 'userCreate']) {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    private readonly sessions: SessionsService,
  ) {
    super();
  }

  @Route(ROUTES.userUpdate)
  async update(@Input() { params, body }: In<'userUpdate'>, @Req() req: GatewayRequest, @Meta() meta: RequestMeta) {
    const { id } = params;
    const user = await this.services.send(AUTH_USERS_MESSAGES.usersUpdate, { ...body, id }, meta);
    // An admin who gave themself a new password keeps this session; anyone else's change applies now.
    if (id === meta.actor?.id) await this.sessions.keepCurrentSession(req, id);
    else await this.sessions.userChanged(id);
    return { data: user, message: USER_MESSAGES.userUpdated };
  }

  @Route(ROUTES.userDelete)
  async delete(@Input() { params }: In<'userDelete'>, @Meta() meta: RequestMeta) {
    const result = await this.services.send(AUTH_USERS_MESSAGES.usersDelete, params, meta);
    await this.sessions.userChanged(params.id);
    return { data: result, message: USER_MESSAGES.userDeleted };
  }
}
