import { Controller } from '@nestjs/common';
import { AUTH_USERS_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { OidcAccountsService } from './oidc-accounts.service';

@Controller()
export class OidcAccountsController {
  constructor(private readonly accounts: OidcAccountsService) {}

  @Handles(M.oidcSignIn)
  signIn({ meta, data }: RequestOf<typeof M.oidcSignIn>) {
    return this.accounts.signIn(meta, data);
  }
}
