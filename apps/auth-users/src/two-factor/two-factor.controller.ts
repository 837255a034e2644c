import { Controller } from '@nestjs/common';
import { AUTH_USERS_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { TwoFactorService } from './two-factor.service';

@Controller()
export class TwoFactorController {
  constructor(private readonly twoFactor: TwoFactorService) {}

  @Handles(M.twoFactorStatus)
  status({ data }: RequestOf<typeof M.twoFactorStatus>) {
    return this.twoFactor.status(data.userId);
  }

  @Handles(M.twoFactorSetup)
  setup({ meta }: RequestOf<typeof M.twoFactorSetup>) {
    return this.twoFactor.setup(meta);
  }

  @Handles(M.twoFactorEnable)
  enable({ meta, data }: RequestOf<typeof M.twoFactorEnable>) {
    return this.twoFactor.enable(meta, data.code);
  }

  @Handles(M.twoFactorDisable)
  disable({ meta, data }: RequestOf<typeof M.twoFactorDisable>) {
    return this.twoFactor.disable(meta, data.code);
  }

  @Handles(M.twoFactorVerify)
  verify({ data }: RequestOf<typeof M.twoFactorVerify>) {
    return this.twoFactor.verify(data.userId, data.code);
  }
}
