import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Actor, User } from '@labmedicin/contracts';
import type { Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { metaOf, type GatewayRequest } from '../common/gateway-request';
import { ActorsService } from './actors.service';

/**
 * Logging in and out on the server-side session. Login regenerates the session (no fixation) and
 * stores only the user id; logout destroys it in the store, so the old cookie is worthless.
 */
@Injectable()
export class SessionsService {
  private readonly logger = new Logger(SessionsService.name);

  constructor(
    private readonly actors: ActorsService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  /**
   * The session's actor, or null when anonymous. A session whose user no longer exists is
   * destroyed (counts as logged out). With `tolerateFailure`, auth-users being unreachable means
   * anonymous instead of an error (public routes keep working).
   */
  async resolveActor(req: GatewayRequest, options: { tolerateFailure: boolean }): Promise<Actor | null> {
    const userId = req.session?.userId;
    if (!userId) return null;
    let actor: Actor | null;
    try {
      actor = await this.actors.get(userId, metaOf(req));
    } catch (error) {
      if (!options.tolerateFailure) throw error;
      this.logger.warn(`Session's user could not be resolved, serving as anonymous: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
    if (!actor) await this.destroy(req);
    return actor;
  }

  async logIn(req: GatewayRequest, user: User): Promise<void> {
    await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
    req.session.userId = user._id;
    await new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
    await this.actors.remember({ id: user._id, username: user.username, role: user.role });
  }

  async logOut(req: GatewayRequest, res: Response): Promise<void> {
    await this.destroy(req);
    const { cookieName, secureCookie } = this.config.session;
    res.clearCookie(cookieName, { path: '/', httpOnly: true, sameSite: 'lax', secure: secureCookie });
  }

  private async destroy(req: GatewayRequest): Promise<void> {
    if (!req.session) return;
    await new Promise<void>((resolve, reject) => req.session.destroy((error) => (error ? reject(error) : resolve())));
  }
}
