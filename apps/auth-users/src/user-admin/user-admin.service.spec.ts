import { AUTH_USERS_MESSAGES as M, EVENTS, VALIDATION_MESSAGES, errorBody, type Actor, type User } from '@labmedicin/contracts';
import { serverOptionsFor } from '@labmedicin/platform';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { Controller, Module, type INestMicroservice } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern } from '@nestjs/microservices';
import { DEFAULT_LOCAL_ADMIN_PASSWORD } from '../config/auth-users.config';
import { actorOf, startAuthUsers, type RunningAuthUsers } from '../../test/fixtures';

/** What the gateway hears: every user.* event auth-users emits. */
const heard: { pattern: string; id: string }[] = [];

@Controller()
class GatewayEars {
  @EventPattern(EVENTS.userUpdated.pattern)
  updated({ data }: { data: { id: string } }) {
    heard.push({ pattern: EVENTS.userUpdated.pattern, id: data.id });
  }

  @EventPattern(EVENTS.userDeleted.pattern)
  deleted({ data }: { data: { id: string } }) {
    heard.push({ pattern: EVENTS.userDeleted.pattern, id: data.id });
  }
}

@Module({ controllers: [GatewayEars] })
class GatewayEarsModule {}

/** User administration over the transport, with NeDB below and a stand-in gateway listening for events. */
describe('auth-users: user administration', () => {
  let dir: TempDir;
  let authUsers: RunningAuthUsers;
  let ears: INestMicroservice;
  let admin: Actor;

  beforeAll(async () => {
    dir = await makeTempDir('auth-users-admin-');
    authUsers = await startAuthUsers(dir.path);
    ears = await NestFactory.createMicroservice(GatewayEarsModule, { ...serverOptionsFor(authUsers.config, 'gateway'), logger: false });
    await ears.listen();
    const seeded = await authUsers.send(M.verifyCredentials, { email: 'admin@labmedicin.local', password: DEFAULT_LOCAL_ADMIN_PASSWORD });
    admin = actorOf(seeded);
  });
  afterAll(async () => {
    await ears?.close();
    await authUsers?.close();
    await dir?.remove();
  });

  const as = (actor: Actor) => ({
    list: (payload: Parameters<typeof authUsers.send<typeof M.usersList>>[1] = {}) => authUsers.send(M.usersList, payload, actor),
    create: (payload: Parameters<typeof authUsers.send<typeof M.usersCreate>>[1]) => authUsers.send(M.usersCreate, payload, actor),
    update: (payload: Parameters<typeof authUsers.send<typeof M.usersUpdate>>[1]) => authUsers.send(M.usersUpdate, payload, actor),
    delete: (id: string) => authUsers.send(M.usersDelete, { id }, actor),
  });
  const newAccount = (name: string, role: 'user' | 'contributor' | 'admin' = 'user') =>
    as(admin).create({ username: name, email: `${name}@example.se`, role, password: 'hemligt1' });
  const eventually = async (check: () => boolean) => {
    const deadline = Date.now() + 5000;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('not within 5 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  };

  it('creates an account with role, profile and password; it can log in, and the answer has no password', async () => {
    const created = await as(admin).create({
      username: 'Helena',
      email: 'Helena@Example.se',
      role: 'contributor',
      password: 'hemligt1',
      profile: { firstName: 'Helena', lastName: 'Lund', specialty: 'Hematologi', institution: 'SUS' },
    });
    expect(created).toMatchObject({ username: 'Helena', email: 'helena@example.se', role: 'contributor', profile: { lastName: 'Lund', specialty: 'Hematologi' } });
    expect(JSON.stringify(created)).not.toMatch(/password|argon/i);
    await expect(authUsers.send(M.verifyCredentials, { email: 'helena@example.se', password: 'hemligt1' })).resolves.toMatchObject({ _id: created._id });
  });

  it('answers the stored account when the same create request runs again, instead of refusing its email', async () => {
    // What a replica does with the requests of one that died after storing but before answering.
    const request = { requestId: 'dead0000-0000-4000-8000-000000000001', actor: admin };
    const payload = { username: 'engangs', email: 'engangs@example.se', role: 'user' as const, password: 'hemligt1' };
    const first = await authUsers.clients.send(M.usersCreate, payload, request);
    expect(await authUsers.clients.send(M.usersCreate, payload, request)).toEqual(first);
    expect(await authUsers.store().collection('users').count({ email: 'engangs@example.se' })).toBe(1);
  });

  it('validates the form: username min 3, "Invalid email format", password required on create, min 6', async () => {
    await expect(as(admin).create({ username: 'ab', email: 'nope', password: '' } as never)).rejects.toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      errors: { username: VALIDATION_MESSAGES.usernameTooShort, email: 'Invalid email format', password: VALIDATION_MESSAGES.passwordRequired },
    });
    await expect(as(admin).create({ username: 'kortlosen', email: 'k@example.se', password: '12345' })).rejects.toMatchObject({
      fieldCodes: { password: 'passwordTooShort' },
    });
    expect(await as(admin).list({ search: 'kortlosen' })).toEqual([]);
  });

  it('refuses a taken username or email with 409 on create and on edit', async () => {
    const ivar = await newAccount('ivar');
    const jonna = await newAccount('jonna');
    await expect(as(admin).create({ username: 'IVAR', email: 'x@example.se', password: 'hemligt1' })).rejects.toMatchObject({
      status: 409,
      code: 'USERNAME_TAKEN',
      fieldCodes: { username: 'usernameTaken' },
    });
    await expect(as(admin).update({ id: jonna._id, username: 'jonna', email: 'IVAR@example.se', role: 'user' })).rejects.toMatchObject({
      status: 409,
      code: 'EMAIL_TAKEN',
    });
    // Its own username and email are no clash.
    await expect(as(admin).update({ id: ivar._id, username: 'Ivar', email: 'ivar@example.se', role: 'user' })).resolves.toMatchObject({ username: 'Ivar' });
  });

  it('edits role and profile; a blank password keeps the current one, a new one replaces it', async () => {
    const karin = await newAccount('karin');
    const edited = await as(admin).update({ id: karin._id, username: 'karin', email: 'karin@example.se', role: 'contributor', password: '', profile: { specialty: 'Mikrobiologi' } });
    expect(edited).toMatchObject({ role: 'contributor', profile: { specialty: 'Mikrobiologi' } });
    await expect(authUsers.send(M.verifyCredentials, { email: 'karin@example.se', password: 'hemligt1' })).resolves.toBeDefined();
    await as(admin).update({ id: karin._id, username: 'karin', email: 'karin@example.se', role: 'contributor', password: 'nytt-losen' });
    await expect(authUsers.send(M.verifyCredentials, { email: 'karin@example.se', password: 'hemligt1' })).rejects.toEqual(errorBody('INVALID_CREDENTIALS'));
    await expect(authUsers.send(M.verifyCredentials, { email: 'karin@example.se', password: 'nytt-losen' })).resolves.toBeDefined();
    await expect(as(admin).update({ id: karin._id, username: 'karin', email: 'karin@example.se', role: 'user', password: '123' })).rejects.toMatchObject({
      fieldCodes: { password: 'passwordTooShort' },
    });
  });

  it('announces a role change and a delete to the gateway (user.updated, user.deleted)', async () => {
    const lars = await newAccount('lars', 'contributor');
    await as(admin).update({ id: lars._id, username: 'lars', email: 'lars@example.se', role: 'user' });
    await eventually(() => heard.some((e) => e.pattern === EVENTS.userUpdated.pattern && e.id === lars._id));
    await as(admin).delete(lars._id);
    await eventually(() => heard.some((e) => e.pattern === EVENTS.userDeleted.pattern && e.id === lars._id));
    expect(await as(admin).list({ search: 'lars' })).toEqual([]);
    await expect(authUsers.send(M.getActor, { id: lars._id })).resolves.toBeNull();
  });

  it('lists newest first with search over username and email and a role filter, at most limit', async () => {
    await newAccount('sok-anna');
    await newAccount('sok-bo', 'contributor');
    const found = await as(admin).list({ search: 'SOK-' });
    expect(found.map((u) => u.username)).toEqual(['sok-bo', 'sok-anna']);
    expect((await as(admin).list({ search: 'sok-', role: 'contributor' })).map((u) => u.username)).toEqual(['sok-bo']);
    expect(await as(admin).list({ search: 'sok-', limit: 1 })).toHaveLength(1);
    expect((await as(admin).list({ search: '.*' })).length).toBe(0);
  });

  it('lets an admin neither delete nor demote themself', async () => {
    const self = (await as(admin).list({ search: 'admin@labmedicin.local' }))[0] as User;
    await expect(as(admin).delete(admin.id)).rejects.toEqual(errorBody('CANNOT_DELETE_SELF'));
    await expect(as(admin).update({ id: admin.id, username: self.username, email: self.email, role: 'contributor' })).rejects.toEqual(
      errorBody('CANNOT_CHANGE_OWN_ROLE'),
    );
    await expect(authUsers.send(M.getActor, { id: admin.id })).resolves.toMatchObject({ role: 'admin' });
  });

  it('never removes the last admin, even when two admins demote each other at the same moment', async () => {
    const second = await newAccount('andra-admin', 'admin');
    const results = await Promise.allSettled([
      as(actorOf(second)).update({ id: admin.id, username: 'admin', email: 'admin@labmedicin.local', role: 'user' }),
      as(admin).update({ id: second._id, username: 'andra-admin', email: 'andra-admin@example.se', role: 'user' }),
    ]);
    expect(results.some((r) => r.status === 'rejected' && (r.reason as { code: string }).code === 'LAST_ADMIN')).toBe(true);
    expect(await authUsers.store().collection<{ _id: string; role: string }>('users').count({ role: 'admin' })).toBeGreaterThanOrEqual(1);
  });

  it('refuses users and contributors', async () => {
    const mona = await newAccount('mona', 'contributor');
    await expect(as(actorOf(mona)).list()).rejects.toEqual(errorBody('ADMIN_REQUIRED'));
    await expect(as(actorOf(mona)).delete(admin.id)).rejects.toEqual(errorBody('ADMIN_REQUIRED'));
  });

  it('answers 404 for an unknown id', async () => {
    await expect(as(admin).delete('ffffffffffffffffffffffff')).rejects.toEqual(errorBody('USER_NOT_FOUND'));
  });
});
