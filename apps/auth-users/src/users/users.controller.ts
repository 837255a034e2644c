import { Controller } from '@nestjs/common';
import { AUTH_USERS_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { UsersService } from './users.service';

@Controller()
export class UsersController {
  constructor(private readonly users: UsersService) {}

  @Handles(M.getActor)
  getActor({ data }: RequestOf<typeof M.getActor>) {
    return this.users.getActor(data.id);
  }

  @Handles(M.getMe)
  getMe({ data }: RequestOf<typeof M.getMe>) {
    return this.users.getMe(data.id);
  }
}
