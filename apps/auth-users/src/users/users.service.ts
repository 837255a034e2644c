import { Injectable } from '@nestjs/common';
import { AUTH_MESSAGES, objectIdSchema, type Actor, type User } from '@labmedicin/contracts';
import { notFound } from '@labmedicin/platform';
import { toActor, toUser } from './user-view';
import { UsersRepository, type UserDocument } from './users.repository';

/** Who a session's user id is: the gateway asks for the actor on each request (cached) and for "me". */
@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /** The actor for a user id, or null when there is no such user (a deleted account logs out). */
  async getActor(id: unknown): Promise<Actor | null> {
    const doc = await this.find(id);
    return doc && toActor(doc);
  }

  async getMe(id: unknown): Promise<User> {
    const doc = await this.find(id);
    if (!doc) throw notFound(AUTH_MESSAGES.userNotFound);
    return toUser(doc);
  }

  private async find(id: unknown): Promise<UserDocument | null> {
    const parsed = objectIdSchema.safeParse(id);
    return parsed.success ? this.users.findById(parsed.data) : null;
  }
}
