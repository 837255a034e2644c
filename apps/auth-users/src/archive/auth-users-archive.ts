import { storedCollection, type ArchiveSection, type DocumentStore } from '@labmedicin/platform';

/**
 * The accounts' part of an archive: every user as stored, with the password hash (so each signs
 * in with their old password after an import), role, profile and avatar's file name. Sessions are
 * not carried: everyone signs in again. An archive made without accounts leaves it out.
 */
export function authUsersArchive(store: DocumentStore): ArchiveSection {
  const users = storedCollection(store, 'users');
  return { service: 'auth-users', accounts: true, collections: [users], count: users.count, clear: users.clear };
}
