import { AUTH_USERS_MESSAGES as M, VALIDATION_MESSAGES, errorBody, type User } from '@labmedicin/contracts';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { actorOf, startAuthUsers, type RunningAuthUsers } from '../../test/fixtures';

/** Public profiles and editing one's own, over the transport with NeDB below. */
describe('auth-users: profiles', () => {
  let dir: TempDir;
  let authUsers: RunningAuthUsers;
  let frida: User;
  let gustav: User;

  beforeAll(async () => {
    dir = await makeTempDir('auth-users-profiles-');
    authUsers = await startAuthUsers(dir.path);
    frida = await authUsers.send(M.register, { username: 'Frida', email: 'frida@example.se', password: 'hemligt1' });
    gustav = await authUsers.send(M.register, { username: 'gustav', email: 'gustav@example.se', password: 'hemligt1' });
  });
  afterAll(async () => {
    await authUsers?.close();
    await dir?.remove();
  });

  it('shows a profile by username in any case, with public fields only: never the email or the password', async () => {
    const profile = await authUsers.send(M.profileGet, { username: 'frida' });
    expect(profile).toEqual({
      _id: frida._id,
      username: 'Frida',
      role: 'user',
      avatar: null,
      bio: '',
      location: '',
      website: '',
      profile: { firstName: '', lastName: '', specialty: '', institution: '' },
      createdAt: frida.createdAt,
    });
    expect(JSON.stringify(profile)).not.toMatch(/email|password|argon|frida@example/i);
  });

  it('answers 404 USER_NOT_FOUND for a username nobody has', async () => {
    await expect(authUsers.send(M.profileGet, { username: 'ingen' })).rejects.toEqual(errorBody('USER_NOT_FOUND'));
  });

  it("updates the caller's own profile: bio, location, website and the profile fields, trimmed", async () => {
    const updated = await authUsers.send(
      M.profileUpdate,
      {
        bio: '  Specialistläkare i klinisk kemi. ',
        location: 'Uppsala',
        website: 'https://example.se/frida',
        profile: { firstName: 'Frida', lastName: 'Ek', specialty: 'Klinisk kemi', institution: 'Akademiska sjukhuset' },
      },
      actorOf(frida),
    );
    expect(updated).toMatchObject({
      _id: frida._id,
      email: 'frida@example.se',
      bio: 'Specialistläkare i klinisk kemi.',
      location: 'Uppsala',
      website: 'https://example.se/frida',
      profile: { firstName: 'Frida', lastName: 'Ek', specialty: 'Klinisk kemi', institution: 'Akademiska sjukhuset' },
    });
    await expect(authUsers.send(M.profileGet, { username: 'Frida' })).resolves.toMatchObject({ bio: 'Specialistläkare i klinisk kemi.', location: 'Uppsala' });
  });

  it('changes only the caller: a payload naming another user or a role changes nothing of theirs', async () => {
    const asking = { bio: 'Ändrad', _id: gustav._id, username: 'gustav', role: 'admin' };
    const updated = await authUsers.send(M.profileUpdate, asking, actorOf(frida));
    expect(updated).toMatchObject({ _id: frida._id, username: 'Frida', role: 'user', bio: 'Ändrad' });
    await expect(authUsers.send(M.profileGet, { username: 'gustav' })).resolves.toMatchObject({ bio: '', role: 'user' });
  });

  it('refuses an anonymous update with 401', async () => {
    await expect(authUsers.send(M.profileUpdate, { bio: 'x' })).rejects.toEqual(errorBody('NOT_LOGGED_IN'));
  });

  it('refuses a bio over 500 characters and a website that is no http(s) URL, changing nothing', async () => {
    const before = await authUsers.send(M.profileGet, { username: 'gustav' });
    await authUsers.send(M.profileUpdate, { bio: 'x'.repeat(500) }, actorOf(gustav));
    await expect(authUsers.send(M.profileUpdate, { bio: 'x'.repeat(501), website: 'javascript:alert(1)' }, actorOf(gustav))).rejects.toEqual({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Validation failed',
      errors: { bio: VALIDATION_MESSAGES.bioTooLong, website: VALIDATION_MESSAGES.websiteInvalid },
      fieldCodes: { bio: 'bioTooLong', website: 'websiteInvalid' },
    });
    for (const website of ['ftp://example.se', 'example.se', 'http://']) {
      await expect(authUsers.send(M.profileUpdate, { website }, actorOf(gustav))).rejects.toMatchObject({ fieldCodes: { website: 'websiteInvalid' } });
    }
    await expect(authUsers.send(M.profileGet, { username: 'gustav' })).resolves.toMatchObject({ bio: 'x'.repeat(500), website: before.website });
    await expect(authUsers.send(M.profileUpdate, { website: 'http://labbet.example' }, actorOf(gustav))).resolves.toMatchObject({ website: 'http://labbet.example' });
  });
});
