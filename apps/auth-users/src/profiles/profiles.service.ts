import { Injectable } from '@nestjs/common';
import type { ProfileUpdateInput, PublicProfile, RequestMeta, User } from '@labmedicin/contracts';
import { fail } from '@labmedicin/platform';
import { requireUser } from '../users/user-access';
import { toPublicProfile, toUser } from '../users/user-view';
import { UsersRepository } from '../users/users.repository';

/** Profile pages: anyone reads a profile's public fields; each user edits only their own. */
@Injectable()
export class ProfilesService {
  constructor(private readonly users: UsersRepository) {}

  async get(username: string): Promise<PublicProfile> {
    const doc = await this.users.findByUsername(username);
    if (!doc) throw fail('USER_NOT_FOUND');
    return toPublicProfile(doc);
  }

  /** The caller's own profile: whose it is comes from the session, never from the payload. */
  async update(meta: RequestMeta, changes: ProfileUpdateInput): Promise<User> {
    const actor = requireUser(meta);
    const doc = await this.users.updateProfile(actor.id, changes);
    if (!doc) throw fail('USER_NOT_FOUND');
    return toUser(doc);
  }
}
