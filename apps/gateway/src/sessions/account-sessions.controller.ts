import { Controller, Inject, Req } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { ApiException } from '../common/api.exception';
import type { GatewayRequest } from '../common/gateway-request';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { AccountSessions } from './account-sessions';
import { SessionsService } from './sessions.service';

/** One's own sessions (list, sign out one or all others), and an admin ending all of a user's. */
@Controller()
export class AccountSessionsController {
  constructor(
    private readonly accountSessions: AccountSessions,
    private readonly sessions: SessionsService,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  @Route(ROUTES.sessionList)
  async list(@Req() req: GatewayRequest, @Meta() meta: RequestMeta) {
    const userId = signedIn(meta);
    return { data: await this.accountSessions.list(userId, req.session.generation ?? 0, req.sessionID) };
  }

  @Route(ROUTES.sessionEnd)
  async end(@Input() { params }: In<'sessionEnd'>, @Meta() meta: RequestMeta) {
    const userId = signedIn(meta);
    // One that is not (or no longer) the account's ends nothing: a sign-out made twice is not an error.
    const sid = await this.accountSessions.find(userId, params.id);
    const ended = sid ? await this.accountSessions.end(userId, (candidate) => candidate === sid) : 0;
    return { data: { ended } };
  }

  @Route(ROUTES.sessionEndOthers)
  async endOthers(@Req() req: GatewayRequest, @Meta() meta: RequestMeta) {
    return { data: { ended: await this.sessions.endOthers(req, signedIn(meta)) } };
  }

  /** 404 for a user that does not exist, so a mistyped id is not taken for a user with no sessions. */
  @Route(ROUTES.userSessionsEnd)
  async endAllOfUser(@Input() { params }: In<'userSessionsEnd'>, @Meta() meta: RequestMeta) {
    await this.services.send(AUTH_USERS_MESSAGES.getMe, { id: params.id }, meta);
    return { data: { ended: await this.sessions.endAll(params.id) } };
  }
}

/** The access level 'user' let the request in, so it has an actor. */
function signedIn(meta: RequestMeta): string {
  if (!meta.actor) throw new ApiException('NOT_LOGGED_IN');
  return meta.actor.id;
}
