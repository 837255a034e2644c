import { Controller } from '@nestjs/common';
import { AUTH_USERS_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { PasswordResetService } from './password-reset.service';

@Controller()
export class PasswordResetController {
  constructor(private readonly resets: PasswordResetService) {}

  @Handles(M.passwordResetRequest)
  request({ data }: RequestOf<typeof M.passwordResetRequest>) {
    this.resets.request(data);
    return {};
  }

  @Handles(M.passwordReset)
  reset({ meta, data }: RequestOf<typeof M.passwordReset>) {
    return this.resets.reset(meta, data);
  }
}
