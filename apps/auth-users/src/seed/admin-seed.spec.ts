import { AUTH_USERS_MESSAGES } from '@labmedicin/contracts';
import { makeTempDir, type TempDir } from '@labmedicin/platform/testing';
import { startAuthUsers } from '../../test/fixtures';
import { DEFAULT_LOCAL_ADMIN_PASSWORD } from '../config/auth-users.config';

describe('admin seed', () => {
  let dir: TempDir;
  beforeEach(async () => {
    dir = await makeTempDir('auth-users-seed-');
  });
  afterEach(() => dir?.remove());

  const admins = async (running: Awaited<ReturnType<typeof startAuthUsers>>) =>
    running.store().collection<{ _id: string; role: string }>('users').find({ role: 'admin' });

  it('creates the admin from the local defaults once, however often the service starts', async () => {
    const first = await startAuthUsers(dir.path);
    const admin = await first.send(AUTH_USERS_MESSAGES.verifyCredentials, {
      email: 'admin@labmedicin.local',
      password: DEFAULT_LOCAL_ADMIN_PASSWORD,
    });
    expect(admin).toMatchObject({ username: 'admin', role: 'admin' });
    await first.close();

    const second = await startAuthUsers(dir.path, { ADMIN_EMAIL: 'other@labmedicin.local', ADMIN_USERNAME: 'other' });
    expect(await admins(second)).toHaveLength(1);
    await second.close();
  });

  it('takes the admin from ADMIN_EMAIL, ADMIN_USERNAME and ADMIN_PASSWORD', async () => {
    const running = await startAuthUsers(dir.path, {
      ADMIN_EMAIL: 'Chef@Lab.example',
      ADMIN_USERNAME: 'chef',
      ADMIN_PASSWORD: 'ett-langt-losenord',
    });
    const admin = await running.send(AUTH_USERS_MESSAGES.verifyCredentials, {
      email: 'chef@lab.example',
      password: 'ett-langt-losenord',
    });
    expect(admin).toMatchObject({ username: 'chef', email: 'chef@lab.example', role: 'admin' });
    await running.close();
  });

  it('never uses the known local password in production: without ADMIN_PASSWORD it is random', async () => {
    const running = await startAuthUsers(dir.path, { NODE_ENV: 'production' });
    expect(await admins(running)).toHaveLength(1);
    await expect(
      running.send(AUTH_USERS_MESSAGES.verifyCredentials, { email: 'admin@labmedicin.local', password: DEFAULT_LOCAL_ADMIN_PASSWORD }),
    ).rejects.toMatchObject({ status: 401 });
    await running.close();
  });
});
