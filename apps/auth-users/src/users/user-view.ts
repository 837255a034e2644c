import type { PublicProfile, SessionActor, User } from '@labmedicin/contracts';
import type { UserDocument } from './users.repository';

/** A stored user as the API shows it to its owner and to admins: never the password hash. */
export function toUser(doc: UserDocument): User {
  return {
    _id: doc._id,
    username: doc.username,
    email: doc.email,
    role: doc.role,
    avatar: doc.avatar ?? null,
    bio: doc.bio ?? '',
    location: doc.location ?? '',
    website: doc.website ?? '',
    profile: {
      firstName: doc.profile?.firstName ?? '',
      lastName: doc.profile?.lastName ?? '',
      specialty: doc.profile?.specialty ?? '',
      institution: doc.profile?.institution ?? '',
    },
    createdAt: doc.createdAt,
    updatedAt: doc.updatedAt,
  };
}

/** The fields of a profile page anyone may see: never the email or the password hash. */
export function toPublicProfile(doc: UserDocument): PublicProfile {
  const { _id, username, role, avatar, bio, location, website, profile, createdAt } = toUser(doc);
  return { _id, username, role, avatar, bio, location, website, profile, createdAt };
}

export function toSessionActor(doc: Pick<UserDocument, '_id' | 'username' | 'role' | 'sessionGeneration'>, twoFactor: boolean): SessionActor {
  return { id: doc._id, username: doc.username, role: doc.role, sessionGeneration: doc.sessionGeneration ?? 0, twoFactor };
}
