import { AUTH_MESSAGES, AUTH_USERS_PATTERNS, type Actor, type User } from '@labmedicin/contracts';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { startAuthUsers, type RunningAuthUsers } from '../../test/fixtures';

/** What the gateway asks per request (the actor) and for GET /auth/me. */
describe('auth-users: actor and me', () => {
  let dir: TempDir;
  let authUsers: RunningAuthUsers;
  let user: User;

  beforeAll(async () => {
    dir = await makeTempDir('auth-users-users-');
    authUsers = await startAuthUsers(dir.path);
    user = await authUsers.send<User>(AUTH_USERS_PATTERNS.register, { username: 'eva', email: 'eva@example.se', password: 'hemligt1' });
  });
  afterAll(async () => {
    await authUsers?.close();
    await dir?.remove();
  });

  it('answers the actor of a user id, and null for an unknown or malformed id', async () => {
    await expect(authUsers.send<Actor | null>(AUTH_USERS_PATTERNS.getActor, { id: user._id })).resolves.toEqual({
      id: user._id,
      username: 'eva',
      role: 'user',
    });
    await expect(authUsers.send(AUTH_USERS_PATTERNS.getActor, { id: 'ffffffffffffffffffffffff' })).resolves.toBeNull();
    await expect(authUsers.send(AUTH_USERS_PATTERNS.getActor, { id: 'nope' })).resolves.toBeNull();
  });

  it('answers me with the account, and 404 for a user that does not exist', async () => {
    await expect(authUsers.send<User>(AUTH_USERS_PATTERNS.getMe, { id: user._id })).resolves.toEqual(user);
    await expect(authUsers.send(AUTH_USERS_PATTERNS.getMe, { id: 'ffffffffffffffffffffffff' })).rejects.toEqual({
      status: 404,
      message: AUTH_MESSAGES.userNotFound,
    });
  });
});
