import { Controller } from '@nestjs/common';
import { AUTH_USERS_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { AuthService } from './auth.service';

@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Handles(M.register)
  register({ meta, data }: RequestOf<typeof M.register>) {
    return this.auth.register(meta, data);
  }

  @Handles(M.verifyCredentials)
  verifyCredentials({ data }: RequestOf<typeof M.verifyCredentials>) {
    return this.auth.verifyCredentials(data);
  }

  @Handles(M.passwordChange)
  changePassword({ meta, data }: RequestOf<typeof M.passwordChange>) {
    return this.auth.changePassword(meta, data);
  }
}
