import { AUTH_USERS_MESSAGES as M, type PayloadOf } from '@labmedicin/contracts';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { startAuthUsers, type RunningAuthUsers } from '../../test/fixtures';

const ISSUER = 'https://idp.region.example';

/** Single sign-on's accounts, over the transport, with NeDB below. */
describe('auth-users: accounts of people the identity provider signs in', () => {
  let dir: TempDir;
  let authUsers: RunningAuthUsers;

  beforeAll(async () => {
    dir = await makeTempDir('auth-users-oidc-');
    authUsers = await startAuthUsers(dir.path);
  });
  afterAll(async () => {
    await authUsers?.close();
    await dir?.remove();
  });

  const signIn = (payload: PayloadOf<typeof M.oidcSignIn>) => authUsers.send(M.oidcSignIn, payload);
  const users = () => authUsers.store().collection<{ _id: string; email: string; passwordHash: string; oidcIdentity?: string }>('users');

  it('creates the account at the first sign-in, with a username from the preferred one, the names and no password', async () => {
    const user = await signIn({ issuer: ISSUER, subject: 'p-1', email: 'Cecilia.Lind@Region.example', givenName: 'Cecilia', familyName: 'Lind', preferredUsername: 'cecilia.lind', role: 'contributor' });
    expect(user).toMatchObject({ username: 'cecilia.lind', email: 'cecilia.lind@region.example', role: 'contributor', profile: { firstName: 'Cecilia', lastName: 'Lind' } });
    const stored = await users().findById(user._id);
    expect(stored).toMatchObject({ passwordHash: '', oidcIdentity: `${ISSUER} p-1` });
    // No password signs in to it.
    await expect(authUsers.send(M.verifyCredentials, { email: 'cecilia.lind@region.example', password: '' })).rejects.toMatchObject({ status: 400 });
    await expect(authUsers.send(M.verifyCredentials, { email: 'cecilia.lind@region.example', password: 'anything1' })).rejects.toMatchObject({ code: 'INVALID_CREDENTIALS' });
  });

  it('finds the account by the identity at later sign-ins and gives it the role of the groups now', async () => {
    const first = await signIn({ issuer: ISSUER, subject: 'p-2', email: 'david@region.example', role: 'user' });
    const later = await signIn({ issuer: ISSUER, subject: 'p-2', email: 'david.new@region.example', role: 'admin' });
    expect(later).toMatchObject({ _id: first._id, email: 'david@region.example', role: 'admin' });
    expect(await signIn({ issuer: ISSUER, subject: 'p-2', email: 'david@region.example', role: 'user' })).toMatchObject({ _id: first._id, role: 'user' });
  });

  it('links the local account with the same email instead of making a second', async () => {
    const local = await authUsers.send(M.register, { username: 'eva', email: 'eva@region.example', password: 'hemligt1' });
    const count = await users().count({});
    const signedIn = await signIn({ issuer: ISSUER, subject: 'p-3', email: 'EVA@region.example', role: 'contributor' });
    expect(signedIn).toMatchObject({ _id: local._id, username: 'eva', role: 'contributor' });
    expect(await users().count({})).toBe(count);
    expect((await users().findById(local._id))?.oidcIdentity).toBe(`${ISSUER} p-3`);
    // Her password still signs her in.
    await expect(authUsers.send(M.verifyCredentials, { email: 'eva@region.example', password: 'hemligt1' })).resolves.toMatchObject({ _id: local._id });
    // Another person of the provider with her email is refused, and nothing changes.
    await expect(signIn({ issuer: ISSUER, subject: 'p-4', email: 'eva@region.example', role: 'admin' })).rejects.toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    expect(await users().count({})).toBe(count);
    expect((await users().findById(local._id))?.oidcIdentity).toBe(`${ISSUER} p-3`);
  });

  it('derives a unique username when the preferred one is taken or unusable', async () => {
    await authUsers.send(M.register, { username: 'frida', email: 'frida.local@region.example', password: 'hemligt1' });
    const taken = await signIn({ issuer: ISSUER, subject: 'p-5', email: 'frida@region.example', preferredUsername: 'Frida', role: 'user' });
    expect(taken.username).toBe('Frida2');
    const shaped = await signIn({ issuer: ISSUER, subject: 'p-6', email: 'x@region.example', preferredUsername: 'Göran Åberg <admin>', role: 'user' });
    expect(shaped.username).toBe('Göran.Åberg.admin');
  });

  it('keeps the only admin an admin whatever the groups say', async () => {
    const admin = (await users().find({})).find((doc) => doc.email === 'admin@labmedicin.local');
    expect(admin).toBeDefined();
    const signedIn = await signIn({ issuer: ISSUER, subject: 'p-admin', email: 'admin@labmedicin.local', role: 'user' });
    expect(signedIn).toMatchObject({ _id: admin?._id, role: 'admin' });
  });
});
