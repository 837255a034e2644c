import type { User } from '@labmedicin/contracts';
import request from 'supertest';
import { SEEDED_ADMIN, failureBody, loggedInAgent, newUser, registeredAgent, startStack, type Stack } from '../../test/stack';

type Agent = Awaited<ReturnType<typeof loggedInAgent>>;

/** The users admin routes through the real gateway and auth-users; role changes reach live sessions at once. */
describe('user admin routes', () => {
  let stack: Stack;
  let admin: Agent;
  let adminId: string;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'content'] });
    admin = await loggedInAgent(stack, SEEDED_ADMIN);
    adminId = (await admin.get('/api/auth/me')).body.user._id;
  });
  afterAll(() => stack?.close());

  const create = async (role: 'user' | 'contributor' | 'admin') => {
    const account = newUser(role);
    const res = await admin.post('/api/users/admin').send({ ...account, role });
    expect(res.status).toBe(201);
    return { account, user: res.body.data as User };
  };
  const edit = (user: User, changes: Partial<{ role: string; password: string; username: string; email: string }>) =>
    admin.put(`/api/users/${user._id}`).send({ username: user.username, email: user.email, role: user.role, ...changes });

  it('creates a user with a role that can log in; lists with search and role filter', async () => {
    const { account, user } = await create('contributor');
    expect(user).toMatchObject({ username: account.username, role: 'contributor' });
    await loggedInAgent(stack, account);
    const listed = await admin.get(`/api/users/admin?limit=100&search=${account.username}&role=contributor`);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ success: true, data: [expect.objectContaining({ _id: user._id, email: account.email })] });
    expect((await admin.get(`/api/users/admin?search=${account.username}&role=user`)).body.data).toEqual([]);
  });

  it('answers 409 for a taken username or email and 400 for the form rules', async () => {
    const { account } = await create('user');
    const taken = await admin.post('/api/users/admin').send({ username: account.username.toUpperCase(), email: 'ny@example.se', password: 'hemligt1', role: 'user' });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ code: 'USERNAME_TAKEN', fieldCodes: { username: 'usernameTaken' } });
    const invalid = await admin.post('/api/users/admin').send({ username: 'ab', email: 'inte-en-adress', role: 'user' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors).toEqual({ username: 'Username must be at least 3 characters', email: 'Invalid email format', password: 'Password is required' });
  });

  it("demoting a contributor refuses their very next admin-area request; deleting logs them out", async () => {
    const { account, user } = await create('contributor');
    const contributor = await loggedInAgent(stack, account);
    await contributor.get(`/api/categories/000000000000000000000000/articles`).expect(404); // allowed in: the category just does not exist

    const demoted = await edit(user, { role: 'user' });
    expect(demoted.status).toBe(200);
    expect(demoted.body).toMatchObject({ success: true, message: 'User updated successfully', data: { role: 'user' } });
    const refused = await contributor.get(`/api/categories/000000000000000000000000/articles`);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(failureBody('ADMIN_AREA_REQUIRED'));

    const deleted = await admin.delete(`/api/users/${user._id}`);
    expect(deleted.body).toEqual({ success: true, data: { _id: user._id, deleted: true }, message: 'User deleted successfully' });
    expect((await contributor.get('/api/auth/me')).body).toEqual({ success: false, user: null });
    expect((await admin.get(`/api/users/admin?search=${account.username}`)).body.data).toEqual([]);
  });

  it("a new password set by an admin ends the user's sessions; a blank one keeps the password", async () => {
    const { account, user } = await create('user');
    const session = await loggedInAgent(stack, account);
    await edit(user, { password: '' }).expect(200);
    expect((await session.get('/api/auth/me')).body).toMatchObject({ success: true, user: { _id: user._id } });
    await edit(user, { password: 'admin-satt' }).expect(200);
    expect((await session.get('/api/auth/me')).body).toEqual({ success: false, user: null });
    await loggedInAgent(stack, { email: account.email, password: 'admin-satt' });
  });

  it('refuses an admin deleting or demoting themself, and keeps them logged in', async () => {
    const self = (await admin.get('/api/auth/me')).body.user as User;
    const del = await admin.delete(`/api/users/${adminId}`);
    expect(del.status).toBe(400);
    expect(del.body).toEqual(failureBody('CANNOT_DELETE_SELF'));
    const demote = await edit(self, { role: 'contributor' });
    expect(demote.body).toEqual(failureBody('CANNOT_CHANGE_OWN_ROLE'));
    expect((await admin.get('/api/auth/me')).body).toMatchObject({ success: true, user: { _id: adminId } });
  });

  it('lets one admin demote another, whose very next admin request is refused', async () => {
    const { account, user: second } = await create('admin');
    const secondAgent = await loggedInAgent(stack, account);
    const self = (await admin.get('/api/auth/me')).body.user as User;
    await secondAgent.put(`/api/users/${self._id}`).send({ username: self.username, email: self.email, role: 'user' }).expect(200);
    expect((await admin.get('/api/users/admin')).status).toBe(403);
    const selfAgain = await secondAgent.put(`/api/users/${second._id}`).send({ username: second.username, email: second.email, role: 'user' });
    expect(selfAgain.body).toEqual(failureBody('CANNOT_CHANGE_OWN_ROLE'));
    await secondAgent.put(`/api/users/${self._id}`).send({ username: self.username, email: self.email, role: 'admin' }).expect(200);
    await admin.get('/api/users/admin').expect(200);
  });

  it('is for admins only', async () => {
    const { agent } = await registeredAgent(stack);
    expect((await agent.get('/api/users/admin')).body).toEqual(failureBody('ADMIN_REQUIRED'));
    expect((await request(stack.server).get('/api/users/admin')).status).toBe(401);
    expect((await admin.put('/api/users/not-an-id').send({})).status).toBe(400);
    expect((await admin.delete('/api/users/ffffffffffffffffffffffff')).body).toEqual(failureBody('USER_NOT_FOUND'));
  });
});
