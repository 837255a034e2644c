import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { AUTH_USERS_MESSAGES as M, TWO_FACTOR, type Actor, type User } from '@labmedicin/contracts';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { Secret } from 'otpauth';
import { actorOf, startAuthUsers, type RunningAuthUsers } from '../../test/fixtures';
import { codeAt, stepAt } from './totp';

const PERIOD_MS = TWO_FACTOR.periodSeconds * 1000;

/**
 * The code of the step `offset` steps from now, taken well inside its step: a check that began
 * in the last moments of a step could find it one step further off than meant, so this waits for
 * the next step to begin when less than three seconds of the current one are left.
 */
async function codeNow(secret: string, offset = 0): Promise<string> {
  const left = PERIOD_MS - (Date.now() % PERIOD_MS);
  if (left < 3000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return codeAt(Secret.fromBase32(secret), stepAt(Date.now()) + offset);
}

/** The stored files of the documents store, read as text. */
async function storedText(root: string): Promise<string> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.db'));
  return (await Promise.all(files.map((file) => readFile(join(file.parentPath, file.name), 'utf8')))).join('\n');
}

describe('auth-users: two-factor sign-in', () => {
  let dir: TempDir;
  let authUsers: RunningAuthUsers;
  let user: User;
  let actor: Actor;

  beforeAll(async () => {
    dir = await makeTempDir('auth-users-two-factor-');
    authUsers = await startAuthUsers(dir.path);
    user = await authUsers.send(M.register, { username: 'tove', email: 'tove@example.se', password: 'hemligt1' });
    actor = actorOf(user);
  });
  afterAll(async () => {
    await authUsers?.close();
    await dir?.remove();
  });

  it('is off for a new account, and cannot be turned on without a setup or turned off', async () => {
    await expect(authUsers.send(M.twoFactorStatus, { userId: user._id })).resolves.toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    await expect(authUsers.send(M.twoFactorEnable, { code: '123456' }, actor)).rejects.toMatchObject({ status: 409, code: 'TWO_FACTOR_STATE_CHANGED' });
    await expect(authUsers.send(M.twoFactorDisable, { code: '123456' }, actor)).rejects.toMatchObject({ status: 409, code: 'TWO_FACTOR_STATE_CHANGED' });
    await expect(authUsers.send(M.twoFactorVerify, { userId: user._id, code: '123456' })).rejects.toMatchObject({ status: 409, code: 'TWO_FACTOR_STATE_CHANGED' });
  });

  let secret = '';
  let recoveryCodes: string[] = [];

  it('turns on only with a code of the waiting key, and answers ten recovery codes once', async () => {
    const setup = await authUsers.send(M.twoFactorSetup, {}, actor);
    secret = setup.secret;
    expect(setup.uri).toContain(`secret=${secret}`);

    const wrong = await authUsers.send(M.twoFactorEnable, { code: String((Number(await codeNow(secret)) + 1) % 1e6).padStart(6, '0') }, actor).catch((error: unknown) => error);
    expect(wrong).toMatchObject({ status: 400, code: 'TWO_FACTOR_CODE_WRONG', fieldCodes: { code: 'twoFactorCodeWrong' } });
    await expect(authUsers.send(M.twoFactorStatus, { userId: user._id })).resolves.toMatchObject({ enabled: false });

    // A step back: the app's clock may lag by one; the current step stays free for the sign-in below.
    ({ recoveryCodes } = await authUsers.send(M.twoFactorEnable, { code: await codeNow(secret, -1) }, actor));
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await expect(authUsers.send(M.twoFactorStatus, { userId: user._id })).resolves.toEqual({ enabled: true, recoveryCodesLeft: 10, required: false });
    await expect(authUsers.send(M.getActor, { id: user._id })).resolves.toMatchObject({ twoFactor: true });
    await expect(authUsers.send(M.twoFactorSetup, {}, actor)).rejects.toMatchObject({ status: 409, code: 'TWO_FACTOR_STATE_CHANGED' });
  });

  it('keeps the key and only hashes of the recovery codes, and no read of the account shows either', async () => {
    const stored = await storedText(dir.path);
    expect(stored).toContain(secret);
    for (const code of recoveryCodes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace('-', ''));
    }
    const me = JSON.stringify(await authUsers.send(M.getMe, { id: user._id }));
    const admin = await authUsers.send(M.register, { username: 'astrid', email: 'astrid@example.se', password: 'hemligt1' });
    const listed = JSON.stringify(await authUsers.send(M.usersList, { search: 'tove', role: '', limit: 10 }, { ...actorOf(admin), role: 'admin' }));
    for (const answer of [me, listed]) {
      expect(answer).not.toContain(secret);
      expect(answer).not.toMatch(/recovery|secret|twoFactor/i);
    }
  });

  it('takes a code once: the same code again is refused (no replay within its window)', async () => {
    const code = await codeNow(secret);
    await expect(authUsers.send(M.twoFactorVerify, { userId: user._id, code })).resolves.toMatchObject({ _id: user._id, email: 'tove@example.se' });
    await expect(authUsers.send(M.twoFactorVerify, { userId: user._id, code })).rejects.toMatchObject({ status: 400, code: 'TWO_FACTOR_CODE_WRONG' });
    // An older code after a newer one is refused too.
    await expect(authUsers.send(M.twoFactorVerify, { userId: user._id, code: await codeNow(secret, -1) })).rejects.toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG' });
  });

  it('takes a recovery code once, typed in any case and without its hyphen, and counts what is left', async () => {
    const [first = '', second = ''] = recoveryCodes;
    await expect(authUsers.send(M.twoFactorVerify, { userId: user._id, code: first.toUpperCase().replace('-', '') })).resolves.toMatchObject({ _id: user._id });
    await expect(authUsers.send(M.twoFactorVerify, { userId: user._id, code: first })).rejects.toMatchObject({ status: 400, code: 'TWO_FACTOR_CODE_WRONG' });
    // Two requests with one code at once: exactly one is let in.
    const both = await Promise.allSettled([
      authUsers.send(M.twoFactorVerify, { userId: user._id, code: second }),
      authUsers.send(M.twoFactorVerify, { userId: user._id, code: second }),
    ]);
    expect(both.map((result) => result.status).sort()).toEqual(['fulfilled', 'rejected']);
    await expect(authUsers.send(M.twoFactorStatus, { userId: user._id })).resolves.toMatchObject({ enabled: true, recoveryCodesLeft: 8 });
  });

  it('refuses a code of another account and malformed codes', async () => {
    const other = await authUsers.send(M.register, { username: 'olle', email: 'olle@example.se', password: 'hemligt1' });
    const { secret: otherSecret } = await authUsers.send(M.twoFactorSetup, {}, actorOf(other));
    await authUsers.send(M.twoFactorEnable, { code: await codeNow(otherSecret) }, actorOf(other));
    await expect(authUsers.send(M.twoFactorVerify, { userId: user._id, code: await codeNow(otherSecret, 1) })).rejects.toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG' });
    await expect(authUsers.send(M.twoFactorVerify, { userId: user._id, code: '12345' })).rejects.toMatchObject({ status: 400, code: 'VALIDATION_FAILED', fieldCodes: { code: 'twoFactorCodeInvalid' } });
    await expect(authUsers.send(M.twoFactorEnable, { code: recoveryCodes[2] }, actorOf(other))).rejects.toMatchObject({ fieldCodes: { code: 'twoFactorTotpCodeInvalid' } });
  });

  it('turns off with a recovery code, after which the key and codes are gone', async () => {
    await expect(authUsers.send(M.twoFactorDisable, { code: 'aaaaa-aaaaa' }, actor)).rejects.toMatchObject({ code: 'TWO_FACTOR_CODE_WRONG' });
    await expect(authUsers.send(M.twoFactorStatus, { userId: user._id })).resolves.toMatchObject({ enabled: true });
    await expect(authUsers.send(M.twoFactorDisable, { code: recoveryCodes[9] }, actor)).resolves.toMatchObject({ _id: user._id });
    await expect(authUsers.send(M.twoFactorStatus, { userId: user._id })).resolves.toEqual({ enabled: false, recoveryCodesLeft: 0, required: false });
    await expect(authUsers.send(M.getActor, { id: user._id })).resolves.toMatchObject({ twoFactor: false });
    await expect(authUsers.send(M.twoFactorVerify, { userId: user._id, code: recoveryCodes[8] })).rejects.toMatchObject({ code: 'TWO_FACTOR_STATE_CHANGED' });
  });
});
