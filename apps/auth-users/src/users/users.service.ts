import { Injectable } from '@nestjs/common';
import type { SessionActor, User } from '@labmedicin/contracts';
import { fail } from '@labmedicin/platform';
import { TwoFactorRepository } from '../two-factor/two-factor.repository';
import { toSessionActor, toUser } from './user-view';
import { UsersRepository } from './users.repository';

/** Who a session's user id is: the gateway asks for the actor on each request (cached) and for "me". */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly twoFactor: TwoFactorRepository,
  ) {}

  /** The actor for a user id, or null when there is no such user (a deleted account logs out). */
  async getActor(id: string): Promise<SessionActor | null> {
    const [doc, twoFactor] = await Promise.all([this.users.findById(id), this.twoFactor.find(id)]);
    return doc && toSessionActor(doc, !!twoFactor?.secret);
  }

  async getMe(id: string): Promise<User> {
    const doc = await this.users.findById(id);
    if (!doc) throw fail('USER_NOT_FOUND');
    return toUser(doc);
  }
}
