import { AUTH_USERS_MESSAGES as M, errorBody, type User } from '@labmedicin/contracts';
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
    user = await authUsers.send(M.register, { username: 'eva', email: 'eva@example.se', password: 'hemligt1' });
  });
  afterAll(async () => {
    await authUsers?.close();
    await dir?.remove();
  });

  it('answers the actor of a user id, null for an unknown one, and refuses a malformed id', async () => {
    await expect(authUsers.send(M.getActor, { id: user._id })).resolves.toEqual({
      id: user._id,
      username: 'eva',
      role: 'user',
      sessionGeneration: 0,
      twoFactor: false,
    });
    await expect(authUsers.send(M.getActor, { id: 'ffffffffffffffffffffffff' })).resolves.toBeNull();
    await expect(authUsers.send(M.getActor, { id: 'nope' })).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fieldCodes: { id: 'idInvalid' } });
  });

  it('answers me with the account, and 404 for a user that does not exist', async () => {
    await expect(authUsers.send(M.getMe, { id: user._id })).resolves.toEqual(user);
    await expect(authUsers.send(M.getMe, { id: 'ffffffffffffffffffffffff' })).rejects.toEqual(errorBody('USER_NOT_FOUND'));
  });
});
