import { Controller } from '@nestjs/common';
import { AUTH_USERS_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { AvatarsService } from './avatars.service';

@Controller()
export class AvatarsController {
  constructor(private readonly avatars: AvatarsService) {}

  @Handles(M.avatarSet)
  set({ meta, data }: RequestOf<typeof M.avatarSet>) {
    return this.avatars.set(meta, data);
  }
}
