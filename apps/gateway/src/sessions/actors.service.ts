import { Inject, Injectable } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, type RequestMeta, type SessionActor } from '@labmedicin/contracts';
import { SERVICE_CLIENT, cacheToken, type Cache, type ServiceClient } from '@labmedicin/platform';

export const ACTORS_CACHE = 'actors';

/** A resolved actor is kept this long at most; user events drop it sooner. */
export const ACTOR_TTL_MS = 60_000;

/**
 * The actor behind a user id, asked of auth-users and cached briefly (shared by all replicas with
 * Redis). Changing a user drops the entry (the gateway route that changed it, and the user.updated /
 * user.deleted events), so a role change, a deleted account or a password change takes effect on
 * the next request.
 */
@Injectable()
export class ActorsService {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(cacheToken(ACTORS_CACHE)) private readonly cache: Cache,
  ) {}

  async get(userId: string, meta: RequestMeta): Promise<SessionActor | null> {
    const cached = await this.cache.get<SessionActor>(userId);
    if (cached) return cached;
    const actor = await this.services.send(AUTH_USERS_MESSAGES.getActor, { id: userId }, meta);
    if (actor) await this.cache.set(userId, actor);
    return actor;
  }

  forget(userId: string): Promise<void> {
    return this.cache.delete(userId);
  }
}
