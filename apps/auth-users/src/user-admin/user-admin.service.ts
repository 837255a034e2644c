import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  MEDIA_MESSAGES,
  UPLOADS_PATH,
  type AdminUserCreateInput,
  type AdminUserListQuery,
  type AdminUserUpdateInput,
  type RequestMeta,
  type User,
} from '@labmedicin/contracts';
import { SERVICE_CLIENT, fail, type ServiceClient } from '@labmedicin/platform';
import { PasswordHasher } from '../auth/password-hasher';
import { TwoFactorRepository } from '../two-factor/two-factor.repository';
import { takenFailureOf, throwIfTaken } from '../users/taken';
import { requireAdmin } from '../users/user-access';
import { UserEvents } from '../users/user-events';
import { toUser } from '../users/user-view';
import { UsersRepository, type UserDocument } from '../users/users.repository';

/**
 * Admins manage accounts. Rules: usernames and emails stay unique (409 per field); an admin can
 * neither delete nor demote themself; the last admin is never removed. Every change is announced
 * (user.updated / user.deleted) so the gateway applies it to the user's live sessions at once.
 */
@Injectable()
export class UserAdminService {
  private readonly logger = new Logger(UserAdminService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    private readonly events: UserEvents,
    private readonly twoFactor: TwoFactorRepository,
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
  ) {}

  async list(meta: RequestMeta, query: AdminUserListQuery): Promise<User[]> {
    requireAdmin(meta);
    return (await this.users.list(query)).map(toUser);
  }

  async create(meta: RequestMeta, input: AdminUserCreateInput): Promise<User> {
    requireAdmin(meta);
    // Run again under its request id (a replica taking over from one that died after storing), a
    // create answers the account it stored rather than refusing its email as taken.
    const earlier = await this.users.findCreatedBy(meta.requestId, input.email);
    if (earlier) return toUser(earlier);
    await this.refuseTaken(input, null);
    const passwordHash = await this.passwords.hash(input.password);
    try {
      return toUser(await this.users.create({ ...input, passwordHash, createdByRequest: meta.requestId }));
    } catch (error) {
      throw takenFailureOf(error);
    }
  }

  async update(meta: RequestMeta, id: string, input: AdminUserUpdateInput): Promise<User> {
    const admin = requireAdmin(meta);
    const before = await this.users.findById(id);
    if (!before) throw fail('USER_NOT_FOUND');
    if (id === admin.id && input.role !== before.role) throw fail('CANNOT_CHANGE_OWN_ROLE');
    await this.refuseTaken(input, id);
    const passwordHash = input.password ? await this.passwords.hash(input.password) : undefined;
    let after: UserDocument | null;
    try {
      after = await this.users.updateAccount(id, { username: input.username, email: input.email, role: input.role, profile: input.profile, passwordHash });
    } catch (error) {
      throw takenFailureOf(error);
    }
    if (!after) throw fail('USER_NOT_FOUND');
    if (before.role === 'admin' && after.role !== 'admin') await this.keepAnAdmin(id, before);
    await this.events.updated(id, meta);
    return toUser(after);
  }

  async delete(meta: RequestMeta, id: string): Promise<{ _id: string; deleted: true }> {
    const admin = requireAdmin(meta);
    if (id === admin.id) throw fail('CANNOT_DELETE_SELF');
    const doc = await this.users.findById(id);
    if (!doc) throw fail('USER_NOT_FOUND');
    // An admin is demoted first, under the last-admin check, so two admins deleting each other
    // at the same moment cannot both succeed.
    if (doc.role === 'admin') {
      await this.users.setRole(id, 'user');
      await this.keepAnAdmin(id, doc);
    }
    await this.users.delete(id);
    await this.twoFactor.remove(id);
    await this.events.deleted(id, meta);
    if (doc.avatar?.startsWith(`${UPLOADS_PATH}/`)) {
      // The account is gone either way; a leftover avatar file costs space only, so it is logged.
      await this.services.send(MEDIA_MESSAGES.imagesDelete, { filename: doc.avatar.slice(UPLOADS_PATH.length + 1) }, meta).catch((error: unknown) => {
        this.logger.warn(`Avatar ${doc.avatar} of deleted user ${id} not removed: ${JSON.stringify(error)}`);
      });
    }
    return { _id: id, deleted: true };
  }

  /**
   * Checked after the write, so concurrent demotions cannot slip past a count taken before it:
   * with no admin left, this user's admin role is put back and the change refused.
   */
  private async keepAnAdmin(id: string, before: UserDocument): Promise<void> {
    if ((await this.users.countWithRole('admin')) > 0) return;
    await this.users.setRole(id, before.role);
    throw fail('LAST_ADMIN');
  }

  private async refuseTaken(input: { email: string; username: string }, ownId: string | null): Promise<void> {
    const [byEmail, byUsername] = await Promise.all([this.users.findByEmail(input.email), this.users.findByUsername(input.username)]);
    throwIfTaken(!!byEmail && byEmail._id !== ownId, !!byUsername && byUsername._id !== ownId);
  }
}
