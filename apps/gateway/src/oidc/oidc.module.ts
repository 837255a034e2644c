import { Module } from '@nestjs/common';
import { SessionsModule } from '../sessions/sessions.module';
import { OidcClientService } from './oidc-client.service';
import { OidcController } from './oidc.controller';
import { OidcTransactions } from './oidc-transactions';

/** Single sign-on through an OpenID Connect provider (OIDC_ISSUER); its routes answer OIDC_NOT_CONFIGURED while it is off. */
@Module({
  imports: [SessionsModule],
  controllers: [OidcController],
  providers: [OidcClientService, OidcTransactions],
  exports: [OidcClientService],
})
export class OidcModule {}
