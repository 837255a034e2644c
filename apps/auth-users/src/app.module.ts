import { Module, type DynamicModule } from '@nestjs/common';
import { PlatformModule, type PlatformConfig } from '@labmedicin/platform';
import { AuditModule } from './audit/audit.module';
import { AuthUsersArchiveMessagesModule } from './archive/auth-users-archive-messages.module';
import { AuthModule } from './auth/auth.module';
import { AvatarsModule } from './avatars/avatars.module';
import { AUTH_USERS_CONFIG, type AuthUsersEnv } from './config/auth-users.config';
import { PasswordResetModule } from './password-reset/password-reset.module';
import { OidcAccountsModule } from './oidc/oidc-accounts.module';
import { ProfilesModule } from './profiles/profiles.module';
import { SeedModule } from './seed/seed.module';
import { TwoFactorModule } from './two-factor/two-factor.module';
import { UserAdminModule } from './user-admin/user-admin.module';
import { UsersModule } from './users/users.module';

/** Holds auth-users' own configuration for injection. */
@Module({})
class ConfigModule {}

/** auth-users: accounts, credentials, profiles, avatars and their administration. */
@Module({})
export class AppModule {
  static forRoot(config: PlatformConfig, own: AuthUsersEnv): DynamicModule {
    return {
      module: AppModule,
      imports: [
        PlatformModule.forNode({ node: 'auth-users', config, documents: true }),
        { module: ConfigModule, global: true, providers: [{ provide: AUTH_USERS_CONFIG, useValue: own }], exports: [AUTH_USERS_CONFIG] },
        UsersModule,
        AuthModule,
        PasswordResetModule,
        ProfilesModule,
        AvatarsModule,
        UserAdminModule,
        TwoFactorModule,
        OidcAccountsModule,
        SeedModule,
        AuditModule,
        AuthUsersArchiveMessagesModule,
      ],
    };
  }
}
