import { Inject, Injectable } from '@nestjs/common';
import { AUTH_USERS_MESSAGES, type Actor, type RequestMeta } from '@labmedicin/contracts';
import { SERVICE_CLIENT, cacheToken, type Cache, type ServiceClient } from '@labmedicin/platform';

export const ACTORS_CACHE = 'actors';

/** A resolved actor is kept this long at most; user events drop it sooner. */
export const ACTOR_TTL_MS = 60_000;

/**
 * The actor behind a user id, asked of auth-users and cached briefly (shared by all replicas with
 * Redis). user.updated / user.deleted events drop the entry so a role change or a deleted account
 * takes effect on the next request.
 */
@Injectable()
export class ActorsService {
  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(cacheToken(ACTORS_CACHE)) private readonly cache: Cache,
  ) {}

  async get(userId: string, meta: RequestMeta): Promise<Actor | null> {
    const cached = await this.cache.get<Actor>(userId);
    if (cached) return cached;
    const actor = await this.services.send(AUTH_USERS_MESSAGES.getActor, { id: userId }, meta);
    if (actor) await this.cache.set(userId, actor);
    return actor;
  }

  remember(actor: Actor): Promise<void> {
    return this.cache.set(actor.id, actor);
  }

  forget(userId: string): Promise<void> {
    return this.cache.delete(userId);
  }
}
