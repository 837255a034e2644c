import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Actor, SessionActor, User } from '@labmedicin/contracts';
import type { Response } from 'express';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config';
import { metaOf, type GatewayRequest } from '../common/gateway-request';
import { AccountSessions, describeUserAgent } from './account-sessions';
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
    private readonly accountSessions: AccountSessions,
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
    let found: SessionActor | null;
    try {
      found = await this.actors.get(userId, metaOf(req));
    } catch (error) {
      if (!options.tolerateFailure) throw error;
      this.logger.warn(`Session's user could not be resolved, serving as anonymous: ${error instanceof Error ? error.message : String(error)}`);
      return null;
    }
    // A session opened before the user's last password change is over, like one of a deleted user.
    if (!found || (req.session.generation ?? 0) < found.sessionGeneration) {
      await this.destroy(req);
      return null;
    }
    await this.accountSessions.seen(req.sessionID, req.session.lastSeenAt);
    return { id: found.id, username: found.username, role: found.role };
  }

  /** A new session for the user, under their current session generation. */
  async logIn(req: GatewayRequest, user: User): Promise<void> {
    await this.actors.forget(user._id);
    const actor = await this.actors.get(user._id, metaOf(req));
    await new Promise<void>((resolve, reject) => req.session.regenerate((error) => (error ? reject(error) : resolve())));
    req.session.userId = user._id;
    req.session.generation = actor?.sessionGeneration ?? 0;
    const now = new Date().toISOString();
    Object.assign(req.session, { signedInAt: now, lastSeenAt: now, ...describeUserAgent(req.headers['user-agent']) });
    await this.save(req);
    await this.accountSessions.add(user._id, req.sessionID);
  }

  /**
   * After the user's own password changed: this session moves to their new generation and stays,
   * every other session of theirs ends with its next request (the cached actor is dropped now).
   */
  async keepCurrentSession(req: GatewayRequest, userId: string): Promise<void> {
    await this.userChanged(userId);
    const actor = await this.actors.get(userId, metaOf(req));
    req.session.generation = actor?.sessionGeneration ?? 0;
    await this.save(req);
    await this.endOthers(req, userId);
  }

  /** Ends every session of the user but this request's; how many ended. */
  endOthers(req: GatewayRequest, userId: string): Promise<number> {
    return this.accountSessions.end(userId, (sid) => sid !== req.sessionID);
  }

  /**
   * Ends every session of the user at once, on every replica (an admin's doing, or a password
   * reset); how many ended.
   */
  async endAll(userId: string): Promise<number> {
    const ended = await this.accountSessions.end(userId, () => true);
    await this.userChanged(userId);
    return ended;
  }

  /**
   * A user's role, account or password changed through this gateway: their cached actor goes at
   * once, so their very next request sees the change. (auth-users' user events drop it too, for
   * changes made elsewhere and for a request that re-cached the old actor meanwhile.)
   */
  userChanged(userId: string): Promise<void> {
    return this.actors.forget(userId);
  }

  private save(req: GatewayRequest): Promise<void> {
    return new Promise<void>((resolve, reject) => req.session.save((error) => (error ? reject(error) : resolve())));
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
