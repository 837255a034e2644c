import { Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { MAILER, PLATFORM_CONFIG, createMailer, mailConfigOf, type Mailer, type PlatformConfig } from '@labmedicin/platform';
import { AuthModule } from '../auth/auth.module';
import { AUTH_USERS_CONFIG, type AuthUsersEnv } from '../config/auth-users.config';
import { UsersModule } from '../users/users.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { ResetTokensRepository } from './reset-tokens.repository';

/** Forgotten passwords: reset links by mail (SMTP_URL, or .eml files under DATA_DIR/mail). */
@Module({
  imports: [UsersModule, AuthModule],
  controllers: [PasswordResetController],
  providers: [
    PasswordResetService,
    ResetTokensRepository,
    {
      provide: MAILER,
      inject: [PLATFORM_CONFIG, AUTH_USERS_CONFIG],
      useFactory: (platform: PlatformConfig, own: AuthUsersEnv) => createMailer(platform, mailConfigOf(own)),
    },
  ],
})
export class PasswordResetModule implements OnApplicationShutdown {
  constructor(
    private readonly resets: PasswordResetService,
    @Inject(MAILER) private readonly mailer: Mailer,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await this.resets.settled();
    await this.mailer.close();
  }
}
