import { Injectable } from '@nestjs/common';
import type { Actor, User } from '@labmedicin/contracts';
import { fail } from '@labmedicin/platform';
import { toActor, toUser } from './user-view';
import { UsersRepository } from './users.repository';

/** Who a session's user id is: the gateway asks for the actor on each request (cached) and for "me". */
@Injectable()
export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  /** The actor for a user id, or null when there is no such user (a deleted account logs out). */
  async getActor(id: string): Promise<Actor | null> {
    const doc = await this.users.findById(id);
    return doc && toActor(doc);
  }

  async getMe(id: string): Promise<User> {
    const doc = await this.users.findById(id);
    if (!doc) throw fail('USER_NOT_FOUND');
    return toUser(doc);
  }
}
