import { Inject, Injectable } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, TWO_FACTOR, isServiceErrorBody, type RequestMeta, type User } from '@labmedicin/contracts';
import { SERVICE_CLIENT, type ServiceClient } from '@labmedicin/platform';
import { ApiException } from '../common/api.exception';
import { metaOf, type GatewayRequest } from '../common/gateway-request';
import { clientIp } from '../rate-limits/client-ip';
import { TwoFactorRateLimiter } from '../rate-limits/two-factor-rate-limiter';
import { SessionsService } from '../sessions/sessions.service';

/**
 * The second step of signing in. A right password for an account with two-factor on logs nobody
 * in: the session (a new one, as at login) only remembers whose code it waits for, for a few
 * minutes. The right code then logs in as the password would have; wrong codes count against the
 * account and the IP (TwoFactorRateLimiter).
 */
@Injectable()
export class TwoFactorSignIn {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    private readonly sessions: SessionsService,
    private readonly limits: TwoFactorRateLimiter,
  ) {}

  /** After a right password: true when the account has two-factor on, and the session now waits for its code. */
  async awaitCode(req: GatewayRequest, user: User): Promise<boolean> {
    const { enabled } = await this.services.send(AUTH_USERS_MESSAGES.twoFactorStatus, { userId: user._id }, metaOf(req));
    if (!enabled) return false;
    await sessionCall(req, (done) => req.session.regenerate(done));
    req.session.twoFactorPending = { userId: user._id, until: Date.now() + TWO_FACTOR.pendingSignInMs };
    await sessionCall(req, (done) => req.session.save(done));
    return true;
  }

  /** The code of the waiting sign-in: logged in when it is right; 401 when no sign-in waits (or it waited too long). */
  async complete(req: GatewayRequest, code: string, meta: RequestMeta): Promise<User> {
    const pending = req.session?.twoFactorPending;
    if (!pending || pending.until <= Date.now()) {
      if (pending) {
        delete req.session.twoFactorPending;
        await sessionCall(req, (done) => req.session.save(done));
      }
      throw new ApiException('TWO_FACTOR_PENDING_EXPIRED');
    }
    const user = await this.checked(req, pending.userId, () => this.services.send(AUTH_USERS_MESSAGES.twoFactorVerify, { userId: pending.userId, code }, meta));
    // A new session for the account: the waiting one, and its id, end here.
    await this.sessions.logIn(req, user);
    return user;
  }

  /**
   * A code check of the account, under its limits: 429 before it is sent once they are used up, a
   * wrong code counted against them, a right one clearing the account's count. Turning two-factor
   * on or off from the profile goes through here too.
   */
  async checked<T>(req: GatewayRequest, userId: string, check: () => Promise<T>): Promise<T> {
    const ip = clientIp(req);
    await this.limits.assertAllowed(ip, userId);
    try {
      const answer = await check();
      await this.limits.succeeded(userId);
      return answer;
    } catch (error) {
      if (isServiceErrorBody(error) && error.code === 'TWO_FACTOR_CODE_WRONG') await this.limits.failed(ip, userId);
      throw error;
    }
  }
}

function sessionCall(req: GatewayRequest, call: (done: (error?: unknown) => void) => void): Promise<void> {
  return new Promise<void>((resolve, reject) => call((error) => (error ? reject(error) : resolve())));
}
