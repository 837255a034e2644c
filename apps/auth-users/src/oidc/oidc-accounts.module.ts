import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { OidcAccountsController } from './oidc-accounts.controller';
import { OidcAccountsService } from './oidc-accounts.service';

/** The accounts of people who sign in through the identity provider (single sign-on). */
@Module({
  imports: [UsersModule],
  controllers: [OidcAccountsController],
  providers: [OidcAccountsService],
})
export class OidcAccountsModule {}
