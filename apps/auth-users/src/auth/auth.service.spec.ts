import { AUTH_MESSAGES, AUTH_USERS_MESSAGES as M, VALIDATION_MESSAGES, errorBody, type PayloadOf } from '@labmedicin/contracts';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { actorOf, startAuthUsers, type RunningAuthUsers } from '../../test/fixtures';

/** Registration and the credentials check, over the transport, with NeDB below. */
describe('auth-users: register and verify credentials', () => {
  let dir: TempDir;
  let authUsers: RunningAuthUsers;

  beforeAll(async () => {
    dir = await makeTempDir('auth-users-auth-');
    authUsers = await startAuthUsers(dir.path);
  });
  afterAll(async () => {
    await authUsers?.close();
    await dir?.remove();
  });

  const register = (payload: PayloadOf<typeof M.register>) => authUsers.send(M.register, payload);
  const verify = (payload: PayloadOf<typeof M.verifyCredentials>) => authUsers.send(M.verifyCredentials, payload);

  it('creates a user with role user, a lowercased email, empty profile and no password in the answer', async () => {
    // A role sent by the caller is no field of registration: it is dropped, never granted.
    const asking = { username: 'Anna.S', email: 'Anna.S@Example.SE', password: 'hemligt1', role: 'admin' };
    const user = await register(asking);
    expect(user).toMatchObject({
      username: 'Anna.S',
      email: 'anna.s@example.se',
      role: 'user',
      avatar: null,
      bio: '',
      location: '',
      website: '',
      profile: { firstName: '', lastName: '', specialty: '', institution: '' },
    });
    expect(user._id).toMatch(/^[0-9a-f]{24}$/);
    expect(Date.parse(user.createdAt)).not.toBeNaN();
    expect(JSON.stringify(user)).not.toMatch(/password|argon/i);

    const stored = await authUsers.store().collection<{ _id: string; passwordHash: string }>('users').findById(user._id);
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken email or username regardless of case, with the field', async () => {
    await register({ username: 'bertil', email: 'bertil@example.se', password: 'hemligt1' });
    await expect(register({ username: 'bertil2', email: 'BERTIL@example.se', password: 'hemligt1' })).rejects.toEqual({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: AUTH_MESSAGES.emailTaken,
      errors: { email: AUTH_MESSAGES.emailTaken },
      fieldCodes: { email: 'emailTaken' },
    });
    await expect(register({ username: 'BERTIL', email: 'other@example.se', password: 'hemligt1' })).rejects.toEqual({
      status: 409,
      code: 'USERNAME_TAKEN',
      message: AUTH_MESSAGES.usernameTaken,
      errors: { username: AUTH_MESSAGES.usernameTaken },
      fieldCodes: { username: 'usernameTaken' },
    });
    await expect(register({ username: 'Bertil', email: 'bertil@example.se', password: 'hemligt1' })).rejects.toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
      message: AUTH_MESSAGES.emailTaken,
      errors: { email: AUTH_MESSAGES.emailTaken, username: AUTH_MESSAGES.usernameTaken },
    });
  });

  it('lets only one of two simultaneous registrations of an email through', async () => {
    const results = await Promise.allSettled([
      register({ username: 'samtidig1', email: 'samtidig@example.se', password: 'hemligt1' }),
      register({ username: 'samtidig2', email: 'Samtidig@example.se', password: 'hemligt1' }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const rejected = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(rejected?.reason).toMatchObject({ status: 409, code: 'EMAIL_TAKEN', errors: { email: AUTH_MESSAGES.emailTaken } });
  });

  it('answers the stored account when the same registration runs again, instead of refusing its email', async () => {
    // What a replica does with the requests of one that died after storing but before answering.
    const request = { requestId: 'beef0000-0000-4000-8000-000000000001', actor: null };
    const payload = { username: 'engang', email: 'engang@example.se', password: 'hemligt1' };
    const first = await authUsers.clients.send(M.register, payload, request);
    expect(await authUsers.clients.send(M.register, payload, request)).toEqual(first);
    expect(await authUsers.store().collection('users').count({ email: 'engang@example.se' })).toBe(1);
    // Another registration under the same id (it comes from the caller) is refused and stores nothing.
    await expect(authUsers.clients.send(M.register, { ...payload, username: 'kapad', email: 'kapad@example.se' }, request)).rejects.toEqual(
      errorBody('DUPLICATE_RECORD'),
    );
    expect(await authUsers.store().collection('users').count({ email: 'kapad@example.se' })).toBe(0);
  });

  it('refuses an invalid payload once, by the catalogue schema, with VALIDATION_FAILED and each field', async () => {
    await expect(register({ username: 'ab', email: 'x', password: '1' })).rejects.toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: {
        username: VALIDATION_MESSAGES.usernameTooShort,
        email: VALIDATION_MESSAGES.emailInvalid,
        password: VALIDATION_MESSAGES.passwordTooShort,
      },
      fieldCodes: { username: 'usernameTooShort', email: 'emailInvalid', password: 'passwordTooShort' },
    });
  });

  it('verifies credentials with the email in any case', async () => {
    await register({ username: 'cecilia', email: 'cecilia@example.se', password: 'hemligt1' });
    const user = await verify({ email: 'CECILIA@example.se', password: 'hemligt1' });
    expect(user).toMatchObject({ username: 'cecilia', role: 'user' });
  });

  it('gives the same 401 for a wrong password and an unknown email', async () => {
    await register({ username: 'david', email: 'david@example.se', password: 'hemligt1' });
    const failure = errorBody('INVALID_CREDENTIALS');
    await expect(verify({ email: 'david@example.se', password: 'fel-losenord' })).rejects.toEqual(failure);
    await expect(verify({ email: 'nobody@example.se', password: 'hemligt1' })).rejects.toEqual(failure);
  });

  describe('changing one\'s password', () => {
    it('needs the current password; then the new one logs in, the old one no longer, and the session generation rises', async () => {
      const user = await register({ username: 'elsa', email: 'elsa@example.se', password: 'hemligt1' });
      expect(await authUsers.send(M.getActor, { id: user._id })).toMatchObject({ sessionGeneration: 0 });
      const changed = await authUsers.send(M.passwordChange, { currentPassword: 'hemligt1', newPassword: 'nytt-losen' }, actorOf(user));
      expect(changed).toMatchObject({ _id: user._id, username: 'elsa' });
      expect(JSON.stringify(changed)).not.toMatch(/password|argon/i);
      await expect(verify({ email: 'elsa@example.se', password: 'nytt-losen' })).resolves.toMatchObject({ _id: user._id });
      await expect(verify({ email: 'elsa@example.se', password: 'hemligt1' })).rejects.toEqual(errorBody('INVALID_CREDENTIALS'));
      expect(await authUsers.send(M.getActor, { id: user._id })).toMatchObject({ sessionGeneration: 1 });
    });

    it('refuses a wrong current password with 400 on the field, changing nothing', async () => {
      const user = await register({ username: 'filip', email: 'filip@example.se', password: 'hemligt1' });
      await expect(authUsers.send(M.passwordChange, { currentPassword: 'fel-losen', newPassword: 'nytt-losen' }, actorOf(user))).rejects.toEqual({
        status: 400,
        code: 'CURRENT_PASSWORD_WRONG',
        message: 'Current password is incorrect',
        errors: { currentPassword: 'Current password is incorrect' },
        fieldCodes: { currentPassword: 'currentPasswordWrong' },
      });
      await expect(verify({ email: 'filip@example.se', password: 'hemligt1' })).resolves.toBeDefined();
      expect(await authUsers.send(M.getActor, { id: user._id })).toMatchObject({ sessionGeneration: 0 });
    });

    it('refuses a new password under 6 characters, a missing current one, and an anonymous caller', async () => {
      const user = await register({ username: 'greta', email: 'greta@example.se', password: 'hemligt1' });
      await expect(authUsers.send(M.passwordChange, { currentPassword: '', newPassword: '12345' }, actorOf(user))).rejects.toMatchObject({
        status: 400,
        fieldCodes: { currentPassword: 'currentPasswordRequired', newPassword: 'passwordTooShort' },
      });
      await expect(authUsers.send(M.passwordChange, { currentPassword: 'hemligt1', newPassword: 'nytt-losen' })).rejects.toEqual(errorBody('NOT_LOGGED_IN'));
      await expect(verify({ email: 'greta@example.se', password: 'hemligt1' })).resolves.toBeDefined();
    });
  });
});
