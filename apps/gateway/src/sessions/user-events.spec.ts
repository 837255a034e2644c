import { EVENTS, type User } from '@labmedicin/contracts';
import { DOCUMENT_STORE, createTransportClients, type DocumentStore, type TransportClients } from '@labmedicin/platform';
import { registeredAgent, startStack, type Stack } from '../../test/stack';

/**
 * A role change or a deleted account takes effect on the next request: auth-users' user events
 * drop the gateway's cached actor. (The users admin API arrives later; the store is changed here
 * directly, as it will be, and the event sent as auth-users will send it.)
 */
describe('user events and the cached actor', () => {
  let stack: Stack;
  let events: TransportClients;
  let users: ReturnType<DocumentStore['collection']>;

  beforeAll(async () => {
    // Every subscriber of the user events runs, as in production: emitting reaches each one.
    stack = await startStack({ services: ['auth-users', 'content', 'comments'] });
    events = createTransportClients(stack.config.platform, 'auth-users');
    users = (stack.services['auth-users']?.get(DOCUMENT_STORE) as DocumentStore).collection('users');
  });
  afterAll(async () => {
    await events?.close();
    await stack?.close();
  });

  const meta = { requestId: 'test', actor: null };
  const category = (name: string) => ({ name, description: '', color: '#336699' });

  it('applies a role change at once after user.updated', async () => {
    const { agent } = await registeredAgent(stack);
    const me = (await agent.get('/api/auth/me').expect(200)).body.user as User;
    await agent.post('/api/categories').send(category('Före')).expect(403);

    await users.updateOne({ _id: me._id }, { $set: { role: 'admin' } });
    await agent.post('/api/categories').send(category('Cachad')).expect(403); // still the cached actor
    await events.emit(EVENTS.userUpdated, { id: me._id }, meta);
    await eventually(async () => (await agent.post('/api/categories').send(category('Efter'))).status === 201);
  });

  it('logs out the sessions of a deleted user after user.deleted', async () => {
    const { agent } = await registeredAgent(stack);
    const me = (await agent.get('/api/auth/me').expect(200)).body.user as User;
    await agent.post('/api/categories').send(category('Innan')).expect(403); // the actor is cached now

    await users.deleteOne({ _id: me._id });
    await events.emit(EVENTS.userDeleted, { id: me._id }, meta);
    await eventually(async () => (await agent.post('/api/categories').send(category('Borta'))).status === 401);
    const after = await agent.get('/api/auth/me');
    expect(after.status).toBe(200);
    expect(after.body).toEqual({ success: false, user: null });
  });
});

async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 5000;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met within 5 s');
    await new Promise((r) => setTimeout(r, 50));
  }
}
