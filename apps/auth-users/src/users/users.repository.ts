import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Role } from '@labmedicin/contracts';
import { CREATED_BY_REQUEST, DOCUMENT_STORE, type DocumentCollection, type DocumentStore, type Filter } from '@labmedicin/platform';

interface UserProfileFields {
  firstName: string;
  lastName: string;
  specialty: string;
  institution: string;
}

/**
 * A stored user. `email` is kept lowercased and `usernameKey` is the username folded the same
 * way; their unique indexes make both unique regardless of case. `passwordHash` never leaves the
 * service.
 */
export interface UserDocument {
  _id: string;
  username: string;
  usernameKey: string;
  email: string;
  passwordHash: string;
  role: Role;
  avatar: string | null;
  bio: string;
  location: string;
  website: string;
  profile: UserProfileFields;
  /** Raised by each password change; sessions opened under a lower one are over. Absent means 0. */
  sessionGeneration?: number;
  createdAt: string;
  updatedAt: string;
  /** The id of the request that created it (unique; absent on the seeded admin and older accounts). */
  createdByRequest?: string;
  /** The identity provider's person this account is linked to, as `issuer subject` (unique; absent on local-only accounts). */
  oidcIdentity?: string;
}

/** What creating an account needs; the repository fills in the rest. */
export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
  profile?: UserProfileFields;
  createdByRequest?: string;
  oidcIdentity?: string;
}

/** The fields the owner edits on their profile. */
export interface ProfileChanges {
  bio: string;
  location: string;
  website: string;
  profile: UserProfileFields;
}

/** What an admin changes on an account; an absent passwordHash keeps the current password. */
export interface AccountChanges {
  username: string;
  email: string;
  role: Role;
  profile: UserProfileFields;
  passwordHash?: string;
}

function usernameKeyOf(username: string): string {
  return username.normalize('NFC').trim().toLowerCase();
}

function emailKeyOf(email: string): string {
  return email.normalize('NFC').trim().toLowerCase();
}

/** The 'users' collection. Returns plain objects. */
@Injectable()
export class UsersRepository implements OnModuleInit {
  private readonly users: DocumentCollection<UserDocument>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.users = store.collection<UserDocument>('users');
  }

  async onModuleInit(): Promise<void> {
    await this.users.ensureIndex({ fields: { email: 1 }, unique: true });
    await this.users.ensureIndex({ fields: { usernameKey: 1 }, unique: true });
    await this.users.ensureIndex({ fields: { role: 1 } });
    await this.users.ensureIndex({ fields: { [CREATED_BY_REQUEST]: 1 }, unique: true, sparse: true });
    await this.users.ensureIndex({ fields: { oidcIdentity: 1 }, unique: true, sparse: true });
  }

  findById(id: string): Promise<UserDocument | null> {
    return this.users.findById(id);
  }

  findByEmail(email: string): Promise<UserDocument | null> {
    return this.users.findOne({ email: emailKeyOf(email) });
  }

  findByUsername(username: string): Promise<UserDocument | null> {
    return this.users.findOne({ usernameKey: usernameKeyOf(username) });
  }

  async hasUserWithRole(role: Role): Promise<boolean> {
    return (await this.users.count({ role })) > 0;
  }

  /** DuplicateKeyError (from the store) when the email or username is taken. */
  create(user: NewUser): Promise<UserDocument> {
    const now = new Date().toISOString();
    return this.users.insertOne({
      username: user.username.trim(),
      usernameKey: usernameKeyOf(user.username),
      email: emailKeyOf(user.email),
      passwordHash: user.passwordHash,
      role: user.role,
      avatar: null,
      bio: '',
      location: '',
      website: '',
      profile: user.profile ?? { firstName: '', lastName: '', specialty: '', institution: '' },
      sessionGeneration: 0,
      createdAt: now,
      updatedAt: now,
      ...(user.createdByRequest ? { createdByRequest: user.createdByRequest } : {}),
      ...(user.oidcIdentity ? { oidcIdentity: user.oidcIdentity } : {}),
    });
  }

  /** The account `requestId` created, if it was for `email`. */
  async findCreatedBy(requestId: string, email: string): Promise<UserDocument | null> {
    const doc = await this.users.findOne({ [CREATED_BY_REQUEST]: requestId });
    return doc?.email === emailKeyOf(email) ? doc : null;
  }

  /** Newest first; `search` matches a part of the username or email, in any case. */
  list(query: { search: string; role: Role | ''; limit: number }): Promise<UserDocument[]> {
    const filter: Filter = {};
    if (query.role) filter.role = query.role;
    if (query.search) {
      const pattern = new RegExp(escapeRegExp(query.search.toLowerCase()));
      filter.$or = [{ usernameKey: { $regex: pattern } }, { email: { $regex: pattern } }];
    }
    // Ids are time-ordered: newest first, ties impossible.
    return this.users.find(filter, { sort: { _id: -1 }, limit: query.limit });
  }

  countWithRole(role: Role): Promise<number> {
    return this.users.count({ role });
  }

  updateProfile(id: string, changes: ProfileChanges): Promise<UserDocument | null> {
    return this.users.updateOne({ _id: id }, { $set: { ...changes, updatedAt: new Date().toISOString() } });
  }

  setAvatar(id: string, avatar: string | null): Promise<UserDocument | null> {
    return this.users.updateOne({ _id: id }, { $set: { avatar, updatedAt: new Date().toISOString() } });
  }

  /** A new password hash and a raised session generation, in one update. */
  changePassword(id: string, passwordHash: string): Promise<UserDocument | null> {
    return this.users.updateOne({ _id: id }, { $set: { passwordHash, updatedAt: new Date().toISOString() }, $inc: { sessionGeneration: 1 } });
  }

  /** DuplicateKeyError (from the store) when the new email or username belongs to another account. */
  updateAccount(id: string, changes: AccountChanges): Promise<UserDocument | null> {
    const { passwordHash, ...fields } = changes;
    return this.users.updateOne(
      { _id: id },
      {
        $set: {
          ...fields,
          username: fields.username.trim(),
          usernameKey: usernameKeyOf(fields.username),
          email: emailKeyOf(fields.email),
          ...(passwordHash ? { passwordHash } : {}),
          updatedAt: new Date().toISOString(),
        },
        ...(passwordHash ? { $inc: { sessionGeneration: 1 } } : {}),
      },
    );
  }

  findByOidcIdentity(identity: string): Promise<UserDocument | null> {
    return this.users.findOne({ oidcIdentity: identity });
  }

  /** Links the account to the provider's person (DuplicateKeyError when another account has them) and sets the role their groups give. */
  linkOidcIdentity(id: string, identity: string, role: Role): Promise<UserDocument | null> {
    return this.users.updateOne({ _id: id }, { $set: { oidcIdentity: identity, role, updatedAt: new Date().toISOString() } });
  }

  setRole(id: string, role: Role): Promise<UserDocument | null> {
    return this.users.updateOne({ _id: id }, { $set: { role, updatedAt: new Date().toISOString() } });
  }

  delete(id: string): Promise<boolean> {
    return this.users.deleteOne({ _id: id });
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
