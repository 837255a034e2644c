import { Controller } from '@nestjs/common';
import { AUTH_USERS_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { ProfilesService } from './profiles.service';

@Controller()
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Handles(M.profileGet)
  get({ data }: RequestOf<typeof M.profileGet>) {
    return this.profiles.get(data.username);
  }

  @Handles(M.profileUpdate)
  update({ meta, data }: RequestOf<typeof M.profileUpdate>) {
    return this.profiles.update(meta, data);
  }
}
