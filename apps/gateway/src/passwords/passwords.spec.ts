import request from 'supertest';
import { failureBody, registeredAgent, startStack, type Stack } from '../../test/stack';

/** PUT /api/users/password: the new password logs in, and every other session of the user ends. */
describe('password route', () => {
  let stack: Stack;
  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users'] });
  });
  afterAll(() => stack?.close());

  it('changes the password, keeps this session and ends the other sessions of the user', async () => {
    const { agent, user } = await registeredAgent(stack);
    const otherDevice = request.agent(stack.server);
    await otherDevice.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
    expect((await otherDevice.get('/api/auth/me')).body).toMatchObject({ success: true, user: { _id: expect.any(String) } });

    const res = await agent.put('/api/users/password').send({ currentPassword: user.password, newPassword: 'ett-nytt-losen' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, message: 'Password changed successfully' });

    expect((await agent.get('/api/auth/me')).body).toMatchObject({ success: true, user: { email: user.email } });
    expect((await otherDevice.get('/api/auth/me')).body).toEqual({ success: false, user: null });
    const refused = await otherDevice.put('/api/users/profile').send({ bio: 'efter bytet' });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(failureBody('NOT_LOGGED_IN'));

    await request(stack.server).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    const fresh = request.agent(stack.server);
    await fresh.post('/api/auth/login').send({ email: user.email, password: 'ett-nytt-losen' }).expect(200);
    expect((await fresh.get('/api/auth/me')).body).toMatchObject({ success: true, user: { email: user.email } });
  });

  it('refuses a wrong current password (400 on the field) and a short new one, changing nothing', async () => {
    const { agent, user } = await registeredAgent(stack);
    const wrong = await agent.put('/api/users/password').send({ currentPassword: 'inte-mitt', newPassword: 'ett-nytt-losen' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(
      failureBody('CURRENT_PASSWORD_WRONG', { errors: { currentPassword: 'Current password is incorrect' }, fieldCodes: { currentPassword: 'currentPasswordWrong' } }),
    );
    const short = await agent.put('/api/users/password').send({ currentPassword: user.password, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(short.body.fieldCodes).toEqual({ newPassword: 'passwordTooShort' });
    await request(stack.server).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  });

  it('needs a login', async () => {
    expect((await request(stack.server).put('/api/users/password').send({ currentPassword: 'a', newPassword: 'bbbbbb' })).status).toBe(401);
  });
});
