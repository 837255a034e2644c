import { Injectable, Logger } from '@nestjs/common';
import type { OidcSignInInput, RequestMeta, Role, User } from '@labmedicin/contracts';
import { DuplicateKeyError, fail } from '@labmedicin/platform';
import { UserEvents } from '../users/user-events';
import { takenFailureOf } from '../users/taken';
import { toUser } from '../users/user-view';
import { UsersRepository, type UserDocument } from '../users/users.repository';
import { usernameCandidates } from './usernames';

/** How many usernames a new account tries before giving up (each one taken meanwhile by another). */
const USERNAME_ATTEMPTS = 100;

/**
 * The accounts of people the identity provider signs in. Each is found by the provider's
 * identity of the person (issuer and subject, which never change), not by email, which they may
 * change there; the email links a local account only the first time.
 */
@Injectable()
export class OidcAccountsService {
  private readonly logger = new Logger(OidcAccountsService.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly events: UserEvents,
  ) {}

  async signIn(meta: RequestMeta, input: OidcSignInInput): Promise<User> {
    const identity = `${input.issuer} ${input.subject}`;
    const linked = await this.users.findByOidcIdentity(identity);
    if (linked) return this.withRole(linked, input.role, meta);
    const local = await this.users.findByEmail(input.email);
    if (local) return this.link(local, identity, input.role, meta);
    return this.create(meta, identity, input);
  }

  /** A later sign-in: the role follows the person's groups at the provider now. */
  private async withRole(doc: UserDocument, wanted: Role, meta: RequestMeta): Promise<User> {
    const role = await this.roleKeepingAnAdmin(doc, wanted);
    if (role === doc.role) return toUser(doc);
    const changed = await this.users.setRole(doc._id, role);
    if (!changed) throw fail('USER_NOT_FOUND');
    await this.events.updated(doc._id, meta);
    return toUser(changed);
  }

  /**
   * The local account with the person's verified email becomes theirs at the provider too. One
   * already linked to another person of a provider keeps that link: the email is refused as taken.
   */
  private async link(doc: UserDocument, identity: string, wanted: Role, meta: RequestMeta): Promise<User> {
    if (doc.oidcIdentity && doc.oidcIdentity !== identity) throw fail('EMAIL_TAKEN');
    const role = await this.roleKeepingAnAdmin(doc, wanted);
    let changed: UserDocument | null;
    try {
      changed = await this.users.linkOidcIdentity(doc._id, identity, role);
    } catch (error) {
      throw takenFailureOf(error);
    }
    if (!changed) throw fail('USER_NOT_FOUND');
    await this.events.updated(doc._id, meta);
    return toUser(changed);
  }

  /** A new account with no password (it signs in through the provider only) under the first free username. */
  private async create(meta: RequestMeta, identity: string, input: OidcSignInInput): Promise<User> {
    // Run again under its request id (a replica taking over), the sign-in answers the account it stored.
    const earlier = await this.users.findCreatedBy(meta.requestId, input.email);
    if (earlier) return toUser(earlier);
    const candidates = usernameCandidates(input);
    for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt += 1) {
      const username = candidates.next().value as string;
      if (await this.users.findByUsername(username)) continue;
      try {
        const doc = await this.users.create({
          username,
          email: input.email,
          passwordHash: '',
          role: input.role,
          profile: { firstName: input.givenName, lastName: input.familyName, specialty: '', institution: '' },
          createdByRequest: meta.requestId,
          oidcIdentity: identity,
        });
        return toUser(doc);
      } catch (error) {
        // Taken by another account between the look-up and the insert: the next one.
        if (error instanceof DuplicateKeyError && error.fields.includes('usernameKey') && error.fields.length === 1) continue;
        throw takenFailureOf(error);
      }
    }
    throw fail('USERNAME_TAKEN');
  }

  /**
   * The role the person's groups give, except that the only admin stays admin: an installation whose
   * provider's groups are set up wrongly must keep someone who can put it right.
   */
  private async roleKeepingAnAdmin(doc: UserDocument, wanted: Role): Promise<Role> {
    if (doc.role !== 'admin' || wanted === 'admin') return wanted;
    if ((await this.users.countWithRole('admin')) > 1) return wanted;
    this.logger.warn(`${doc.username} is the only admin: kept as admin although the identity provider's groups make them ${wanted}`);
    return 'admin';
  }
}
