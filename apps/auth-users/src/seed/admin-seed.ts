import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { DuplicateKeyError, PLATFORM_CONFIG, type PlatformConfig } from '@labmedicin/platform';
import { PasswordHasher } from '../auth/password-hasher';
import { AUTH_USERS_CONFIG, DEFAULT_LOCAL_ADMIN_PASSWORD, type AuthUsersEnv } from '../config/auth-users.config';
import { UsersRepository } from '../users/users.repository';

/**
 * Creates the first admin from ADMIN_EMAIL / ADMIN_USERNAME / ADMIN_PASSWORD when no admin exists
 * (so it runs once per data set and never overwrites anything). A password that was not given in
 * the environment is printed once, in this log line, so the operator can sign in and change it.
 */
@Injectable()
export class AdminSeed implements OnApplicationBootstrap {
  private readonly logger = new Logger(AdminSeed.name);

  constructor(
    private readonly users: UsersRepository,
    private readonly passwords: PasswordHasher,
    @Inject(AUTH_USERS_CONFIG) private readonly own: AuthUsersEnv,
    @Inject(PLATFORM_CONFIG) private readonly platform: PlatformConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (await this.users.hasUserWithRole('admin')) return;
    const { ADMIN_EMAIL: email, ADMIN_USERNAME: username } = this.own;
    const given = this.own.ADMIN_PASSWORD;
    const password =
      given ?? (this.platform.env === 'production' ? randomBytes(12).toString('base64url') : DEFAULT_LOCAL_ADMIN_PASSWORD);
    try {
      await this.users.create({ username, email, passwordHash: await this.passwords.hash(password), role: 'admin' });
    } catch (error) {
      if (!(error instanceof DuplicateKeyError)) throw error;
      if (await this.users.hasUserWithRole('admin')) return; // another replica seeded it meanwhile
      this.logger.warn(`No admin seeded: the email ${email} or the username ${username} belongs to an existing account`);
      return;
    }
    const shown = given ? 'the password from ADMIN_PASSWORD' : `password ${password}`;
    this.logger.warn(`Seeded the first admin account: email ${email}, username ${username}, ${shown}`);
  }
}
