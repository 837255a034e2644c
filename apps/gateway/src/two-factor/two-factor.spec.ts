import { TWO_FACTOR } from '@labmedicin/contracts';
import { TOTP } from 'otpauth';
import request from 'supertest';
import { SEEDED_ADMIN, agentWithRole, failureBody, registeredAgent, startStack, type Stack } from '../../test/stack';

type Agent = ReturnType<typeof request.agent>;

const PERIOD_MS = TWO_FACTOR.periodSeconds * 1000;

/**
 * The code an authenticator app shows `offset` steps from now, taken well inside its step (when
 * less than three seconds of the current step are left, this waits for the next to begin, so the
 * gateway checks it in the step it was meant for).
 */
async function appCode(secret: string, offset = 0): Promise<string> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < 3000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return TOTP.generate({ secret: TOTP_SECRET(secret), timestamp: Date.now() + offset * PERIOD_MS });
}
const TOTP_SECRET = (base32: string) => new TOTP({ secret: base32 }).secret;

/** Turns two-factor on for the agent's account with a code one step back (the current step stays free). */
async function turnOn(agent: Agent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post('/api/auth/two-factor/setup').expect(200);
  const secret = setup.body.data.secret as string;
  const enabled = await agent.post('/api/auth/two-factor/enable').send({ code: await appCode(secret, -1) }).expect(200);
  return { secret, recoveryCodes: enabled.body.data.recoveryCodes };
}

/** The password step: an agent whose session waits for the code. */
async function passwordStep(stack: Stack, user: { email: string; password: string }): Promise<Agent> {
  const agent = request.agent(stack.server);
  const res = await agent.post('/api/auth/login').send({ email: user.email, password: user.password });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ success: true, twoFactorRequired: true, message: 'Enter the code from your authenticator app' });
  return agent;
}

describe('two-factor sign-in through the gateway', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users'], env: { TWO_FACTOR_MAX_FAILURES_PER_ACCOUNT: '3' } });
  });
  afterAll(() => stack?.close());

  it('sets up with a QR code and the key as text, and turns on only with a right first code', async () => {
    const { agent, user } = await registeredAgent(stack);
    expect((await agent.get('/api/auth/two-factor').expect(200)).body).toEqual({ success: true, data: { enabled: false, recoveryCodesLeft: 0, required: false } });

    const setup = await agent.post('/api/auth/two-factor/setup');
    expect(setup.status).toBe(200);
    expect(setup.headers['cache-control']).toBe('no-store');
    const { secret, uri, qrCode } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toBe(`otpauth://totp/Labmedicin:${encodeURIComponent(user.email)}?issuer=Labmedicin&secret=${secret}&algorithm=SHA1&digits=6&period=30`);
    expect(Buffer.from(qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);

    const wrong = await agent.post('/api/auth/two-factor/enable').send({ code: '000000' === (await appCode(secret)) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(failureBody('TWO_FACTOR_CODE_WRONG', { errors: { code: 'The code is wrong or has already been used' }, fieldCodes: { code: 'twoFactorCodeWrong' } }));
    const notDigits = await agent.post('/api/auth/two-factor/enable').send({ code: 'abcde-fghij' });
    expect(notDigits.status).toBe(400);
    expect(notDigits.body.fieldCodes).toEqual({ code: 'twoFactorTotpCodeInvalid' });
    expect((await agent.get('/api/auth/two-factor')).body.data.enabled).toBe(false);

    const enabled = await agent.post('/api/auth/two-factor/enable').send({ code: await appCode(secret) });
    expect(enabled.status).toBe(200);
    expect(enabled.body.data.recoveryCodes).toHaveLength(10);
    expect((await agent.get('/api/auth/two-factor')).body.data).toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    // Nothing about it in the account as the API shows it.
    expect(JSON.stringify((await agent.get('/api/auth/me')).body)).not.toMatch(new RegExp(`${secret}|recovery|twoFactor`, 'i'));
  });

  it('asks for the code after the password: the password alone opens no session', async () => {
    const { agent: owner, user } = await registeredAgent(stack);
    const { secret } = await turnOn(owner);
    const agent = await passwordStep(stack, user);
    expect((await agent.get('/api/auth/me')).body).toEqual({ success: false, user: null });
    expect((await agent.put('/api/users/profile').send({ bio: 'x' })).status).toBe(401);
    expect((await agent.get('/api/auth/two-factor')).status).toBe(401);

    const wrong = await agent.post('/api/auth/login/two-factor').send({ code: '000000' === (await appCode(secret)) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('TWO_FACTOR_CODE_WRONG');
    expect((await agent.get('/api/auth/me')).body.user).toBeNull();

    const code = await appCode(secret);
    const right = await agent.post('/api/auth/login/two-factor').send({ code: ` ${code.slice(0, 3)} ${code.slice(3)} ` });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ success: true, message: 'Login successful', user: { email: user.email } });
    expect((await agent.get('/api/auth/me')).body.user).toMatchObject({ email: user.email });

    // The same code again, in a new sign-in within its window: refused.
    const again = await passwordStep(stack, user);
    const replay = await again.post('/api/auth/login/two-factor').send({ code });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe('TWO_FACTOR_CODE_WRONG');
    expect((await again.get('/api/auth/me')).body.user).toBeNull();
    // The next step's code (one step of drift) is taken.
    await again.post('/api/auth/login/two-factor').send({ code: await appCode(secret, 1) }).expect(200);
  });

  it('answers a code without a password step, or after its time ran out, 401', async () => {
    const none = await request(stack.server).post('/api/auth/login/two-factor').send({ code: '123456' });
    expect(none.status).toBe(401);
    expect(none.body).toEqual(failureBody('TWO_FACTOR_PENDING_EXPIRED'));

    const { agent: owner, user } = await registeredAgent(stack);
    const { secret } = await turnOn(owner);
    const agent = await passwordStep(stack, user);
    const code = await appCode(secret);
    // The gateway runs in this process: its clock, moved past the time a sign-in waits for its code.
    const realNow = Date.now.bind(Date);
    const later = jest.spyOn(Date, 'now').mockImplementation(() => realNow() + TWO_FACTOR.pendingSignInMs + 1000);
    let late: request.Response;
    try {
      late = await agent.post('/api/auth/login/two-factor').send({ code });
    } finally {
      later.mockRestore();
    }
    expect(late.status).toBe(401);
    expect(late.body).toEqual(failureBody('TWO_FACTOR_PENDING_EXPIRED'));
    expect((await agent.get('/api/auth/me')).body.user).toBeNull();
  });

  it('takes a recovery code once', async () => {
    const { agent: owner, user } = await registeredAgent(stack);
    const { recoveryCodes } = await turnOn(owner);
    const [first = ''] = recoveryCodes;
    const agent = await passwordStep(stack, user);
    await agent.post('/api/auth/login/two-factor').send({ code: first }).expect(200);
    expect((await agent.get('/api/auth/two-factor')).body.data.recoveryCodesLeft).toBe(9);

    const second = await passwordStep(stack, user);
    const reused = await second.post('/api/auth/login/two-factor').send({ code: first });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('TWO_FACTOR_CODE_WRONG');
    expect((await second.get('/api/auth/me')).body.user).toBeNull();
  });

  it('stops guessing: after 3 wrong codes the account answers 429, even to the right code and from a new sign-in', async () => {
    const { agent: owner, user } = await registeredAgent(stack);
    const { secret } = await turnOn(owner);
    const agent = await passwordStep(stack, user);
    const wrongCode = async () => ((await appCode(secret)) === '000000' ? '111111' : '000000');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await agent.post('/api/auth/login/two-factor').send({ code: await wrongCode() })).status).toBe(400);
    }
    const blocked = await agent.post('/api/auth/login/two-factor').send({ code: await appCode(secret) });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual(failureBody('TOO_MANY_ATTEMPTS'));
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    const fresh = await passwordStep(stack, user);
    expect((await fresh.post('/api/auth/login/two-factor').send({ code: await appCode(secret) })).status).toBe(429);
    // Turning it off from a logged-in session counts against the same account.
    expect((await owner.post('/api/auth/two-factor/disable').send({ code: await appCode(secret) })).status).toBe(429);
    expect((await fresh.get('/api/auth/me')).body.user).toBeNull();
  });

  it('turns off with a current code, after which the password alone logs in', async () => {
    const { agent, user } = await registeredAgent(stack);
    const { secret } = await turnOn(agent);
    const wrong = await agent.post('/api/auth/two-factor/disable').send({ code: '000000' === (await appCode(secret)) ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect((await agent.get('/api/auth/two-factor')).body.data.enabled).toBe(true);
    const off = await agent.post('/api/auth/two-factor/disable').send({ code: await appCode(secret) });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ success: true, message: 'Two-factor sign-in is off' });
    const login = await request(stack.server).post('/api/auth/login').send({ email: user.email, password: user.password });
    expect(login.status).toBe(200);
    expect(login.body.user).toMatchObject({ email: user.email });
  });

  it('leaves the admin API open to admins without two-factor when REQUIRE_ADMIN_2FA is off (the default)', async () => {
    const admin = request.agent(stack.server);
    await admin.post('/api/auth/login').send(SEEDED_ADMIN).expect(200);
    await admin.get('/api/users/admin').expect(200);
    expect((await admin.get('/api/auth/two-factor')).body.data.required).toBe(false);
  });
});

describe('REQUIRE_ADMIN_2FA=true', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ services: ['auth-users', 'media'], env: { REQUIRE_ADMIN_2FA: 'true' } });
  });
  afterAll(() => stack?.close());

  it('keeps an admin without two-factor out of the admin API (403 with a stable code) until it is on', async () => {
    const { agent } = await agentWithRole(stack, 'admin');
    for (const path of ['/api/users/admin', '/api/media', '/api/admin/comments']) {
      const refused = await agent.get(path);
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual(failureBody('TWO_FACTOR_SETUP_REQUIRED'));
    }
    // The own account stays open, to set it up there.
    expect((await agent.get('/api/auth/two-factor')).body.data).toEqual({ enabled: false, recoveryCodesLeft: 0, required: true });
    await agent.get('/api/auth/me').expect(200);
    await turnOn(agent);
    await agent.get('/api/users/admin').expect(200);
  });

  it('asks nothing more of contributors and users', async () => {
    const { agent: contributor } = await agentWithRole(stack, 'contributor');
    await contributor.get('/api/media').expect(200);
    expect((await contributor.get('/api/auth/two-factor')).body.data.required).toBe(false);
    const reader = await registeredAgent(stack);
    expect((await reader.agent.get('/api/users/admin')).body.code).toBe('ADMIN_REQUIRED');
  });
});
