import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { Role } from '@labmedicin/contracts';
import { DOCUMENT_STORE, type DocumentCollection, type DocumentStore } from '@labmedicin/platform';

export interface UserProfileFields {
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
}

/** What creating an account needs; the repository fills in the rest. */
export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
  role: Role;
}

export function usernameKeyOf(username: string): string {
  return username.normalize('NFC').trim().toLowerCase();
}

export function emailKeyOf(email: string): string {
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
      profile: { firstName: '', lastName: '', specialty: '', institution: '' },
      createdAt: now,
      updatedAt: now,
    });
  }
}
