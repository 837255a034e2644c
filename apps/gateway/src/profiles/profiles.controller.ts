import { Controller, Inject } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, ROUTES, USER_MESSAGES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';

/** Profile pages: anyone reads one; a logged-in user edits their own. */
@Controller()
export class ProfilesController {
  constructor(@Inject(SERVICE_CLIENT) private readonly services: ServiceClient) {}

  @Route(ROUTES.profileGet)
  async get(@Input() { params }: In<'profileGet'>, @Meta() meta: RequestMeta) {
    return { data: await this.services.send(AUTH_USERS_MESSAGES.profileGet, params, meta) };
  }

  @Route(ROUTES.profileUpdate)
  async update(@Input() { body }: In<'profileUpdate'>, @Meta() meta: RequestMeta) {
    const user = await this.services.send(AUTH_USERS_MESSAGES.profileUpdate, body, meta);
    return { data: user, message: USER_MESSAGES.profileUpdated };
  }
}
