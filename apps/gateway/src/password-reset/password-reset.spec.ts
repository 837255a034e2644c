import { DOCUMENT_STORE, type DocumentStore } from '@labmedicin/platform';
import { startMailpit, type MailpitHandle, type MailpitMessage } from '@labmedicin/platform/testing';
import request from 'supertest';
import { failureBody, loggedInAgent, newUser, startStack, type Stack } from '../../test/stack';

/**
 * A forgotten password end to end through a real SMTP server (Mailpit): the mail, its single-use
 * link, the new password, and every session of the account ending. Each test sends from a client
 * address of its own (X-Forwarded-For behind TRUST_PROXY), so the limits per IP do not meet.
 */
describe('forgotten password by e-mail', () => {
  let mailpit: MailpitHandle;
  let stack: Stack;
  let ip = 0;
  const nextIp = () => `203.0.113.${++ip}`;

  beforeAll(async () => {
    mailpit = await startMailpit();
    stack = await startStack({
      services: ['auth-users'],
      env: { SMTP_URL: mailpit.smtpUrl, PUBLIC_URL: 'https://labmedicin.example.org', TRUST_PROXY: 'true', PASSWORD_RESET_MAX_PER_EMAIL: '3', PASSWORD_RESET_MAX_PER_IP: '5' },
    });
  });
  afterAll(async () => {
    await stack?.close();
    await mailpit?.stop();
  });

  const ask = (email: string, language: 'sv' | 'en', from = nextIp()) =>
    request(stack.server).post('/api/auth/password-reset/request').set('X-Forwarded-For', from).send({ email, language });

  async function mailTo(address: string, count = 1): Promise<MailpitMessage> {
    const until = Date.now() + 10_000;
    for (;;) {
      const messages = await mailpit.messagesTo(address);
      if (messages.length >= count) return messages[count - 1] as MailpitMessage;
      if (Date.now() > until) throw new Error(`no mail to ${address} within 10 s`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  const tokenIn = (mail: MailpitMessage) => {
    const match = /https:\/\/labmedicin\.example\.org\/reset-password\?token=([A-Za-z0-9_-]{43})/.exec(mail.text);
    if (!match) throw new Error(`no reset link in: ${mail.text}`);
    return match[1] as string;
  };

  async function registered() {
    const user = newUser('reset');
    await request(stack.server).post('/api/auth/register').send(user).expect(201);
    return user;
  }

  it('answers the same for an address with an account and one without, and mails only the account, in its language', async () => {
    const user = await registered();
    const unknown = `nobody-${Date.now()}@example.se`;
    const forUnknown = await ask(unknown, 'en');
    const forKnown = await ask(user.email, 'en');
    expect(forKnown.status).toBe(200);
    expect(forUnknown.status).toBe(forKnown.status);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forKnown.body).toEqual({ success: true, message: 'If an account has this address, a link to choose a new password is on its way' });

    const mail = await mailTo(user.email);
    expect(mail.subject).toBe('Choose a new password for Labmedicin');
    expect(mail.text).toContain(`Hello ${user.username},`);
    expect(mail.text).toContain('valid for 30 minutes');
    expect(mail.html).toContain(`href="https://labmedicin.example.org/reset-password?token=${tokenIn(mail)}"`);
    // The unknown address was asked for first: had anything been sent to it, it would be there by now.
    expect(await mailpit.messagesTo(unknown)).toEqual([]);

    await ask(user.email, 'sv').expect(200);
    const swedish = await mailTo(user.email, 2);
    expect(swedish.subject).toBe('Välj ett nytt lösenord för Labmedicin');
    expect(swedish.text).toContain('Länken gäller i 30 minuter');
    expect(swedish.html).toContain('Välj ett nytt lösenord</a>');
  });

  it('sets the new password by the link once, ends every session of the account, and refuses the link again', async () => {
    const user = await registered();
    const signedIn = await loggedInAgent(stack, user);
    await signedIn.get('/api/auth/sessions').expect(200);
    await ask(user.email, 'sv').expect(200);
    const token = tokenIn(await mailTo(user.email));

    const tooShort = await request(stack.server).post('/api/auth/password-reset').send({ token, password: '123' });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.fieldCodes).toEqual({ password: 'passwordTooShort' });

    const reset = await request(stack.server).post('/api/auth/password-reset').send({ token, password: 'a-new-password' });
    expect(reset.status).toBe(200);
    expect(reset.body).toEqual({ success: true, message: 'Password changed: sign in with the new one' });
    expect((await signedIn.get('/api/auth/me')).body).toEqual({ success: false, user: null });
    await request(stack.server).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
    await request(stack.server).post('/api/auth/login').send({ email: user.email, password: 'a-new-password' }).expect(200);

    const again = await request(stack.server).post('/api/auth/password-reset').send({ token, password: 'a-third-password' });
    expect(again.status).toBe(400);
    expect(again.body).toEqual(failureBody('RESET_TOKEN_INVALID'));
    await request(stack.server).post('/api/auth/login').send({ email: user.email, password: 'a-new-password' }).expect(200);
  });

  it('refuses an unknown and an expired token with the same code and changes nothing', async () => {
    const user = await registered();
    const unknown = await request(stack.server).post('/api/auth/password-reset').send({ token: 'A'.repeat(43), password: 'a-new-password' });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual(failureBody('RESET_TOKEN_INVALID'));

    await ask(user.email, 'en').expect(200);
    const token = tokenIn(await mailTo(user.email));
    const resets = (stack.services['auth-users']?.get(DOCUMENT_STORE) as DocumentStore).collection<{ _id: string; expiresAt: string }>('passwordResets');
    await resets.updateMany({}, { $set: { expiresAt: new Date(Date.now() - 1000).toISOString() } });
    const expired = await request(stack.server).post('/api/auth/password-reset').send({ token, password: 'a-new-password' });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(failureBody('RESET_TOKEN_INVALID'));
    await request(stack.server).post('/api/auth/login').send({ email: user.email, password: user.password }).expect(200);
  });

  it('limits requests per address (from many clients) and per client, the same with or without an account', async () => {
    const user = await registered();
    const unknown = `nobody-${Date.now()}@example.se`;
    for (const email of [user.email, unknown]) {
      for (let i = 0; i < 3; i++) await ask(email, 'sv').expect(200);
      const limited = await ask(email, 'sv');
      expect(limited.status).toBe(429);
      expect(limited.body).toEqual(failureBody('TOO_MANY_ATTEMPTS'));
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }

    const client = nextIp();
    for (let i = 0; i < 5; i++) await ask(`someone${i}-${Date.now()}@example.se`, 'en', client).expect(200);
    const limited = await ask(`someone-else-${Date.now()}@example.se`, 'en', client);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(failureBody('TOO_MANY_ATTEMPTS'));
  });
});
