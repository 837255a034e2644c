import { Injectable } from '@nestjs/common';
import {
  fieldFailure,
  type LoginInput,
  type PasswordChangeInput,
  type RegisterInput,
  type RequestMeta,
  type User,
} from '@labmedicin/contracts';
import { ServiceError, fail } from '@labmedicin/platform';
import { requireUser } from '../users/user-access';
import { UserEvents } from '../users/user-events';
import { takenFailureOf, throwIfTaken } from '../users/taken';
import { toUser } from '../users/user-view';
import { UsersRepository } from '../users/users.repository';
import { PasswordHasher } from './password-hasher';

/** Registration, the credentials check behind the gateway's login, and changing one's password. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly events: UserEvents,
  ) {}

  /** A new account, always with role 'user'; 409 per field when the email or username is taken. */
  async register(meta: RequestMeta, input: RegisterInput): Promise<User> {
    // Run again under its request id (a replica taking over from one that died after storing), a
    // registration answers the account it stored rather than refusing its email as taken.
    const earlier = await this.users.findCreatedBy(meta.requestId, input.email);
    if (earlier) return toUser(earlier);
    const [byEmail, byUsername] = await Promise.all([
      this.users.findByEmail(input.email),
      this.users.findByUsername(input.username),
    ]);
    throwIfTaken(byEmail !== null, byUsername !== null);
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return toUser(await this.users.create({ username: input.username, email: input.email, passwordHash, role: 'user', createdByRequest: meta.requestId }));
    } catch (error) {
      throw takenFailureOf(error);
    }
  }

  /** The account for an email and password; the same 401 for an unknown email and a wrong password. */
  async verifyCredentials(input: LoginInput): Promise<User> {
    const doc = await this.users.findByEmail(input.email);
    const valid = await this.passwords.verifyOrDummy(doc?.passwordHash, input.password);
    if (!doc || !valid) throw fail('INVALID_CREDENTIALS');
    return toUser(doc);
  }

  /**
   * The caller's own password, after the current one matched. The user's session generation rises
   * with it, so every session opened before ends (the gateway keeps the caller's own).
   */
  async changePassword(meta: RequestMeta, input: PasswordChangeInput): Promise<User> {
    const actor = requireUser(meta);
    const doc = await this.users.findById(actor.id);
    if (!doc) throw fail('USER_NOT_FOUND');
    if (!(await this.passwords.verifyOrDummy(doc.passwordHash, input.currentPassword))) {
      throw new ServiceError(fieldFailure('CURRENT_PASSWORD_WRONG', { currentPassword: 'currentPasswordWrong' }));
    }
    const changed = await this.users.changePassword(actor.id, await this.passwords.hash(input.newPassword));
    if (!changed) throw fail('USER_NOT_FOUND');
    await this.events.updated(actor.id, meta);
    return toUser(changed);
  }
}
