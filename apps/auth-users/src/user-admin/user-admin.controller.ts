import { Controller } from '@nestjs/common';
import { AUTH_USERS_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles } from '@labmedicin/platform';
import { UserAdminService } from './user-admin.service';

@Controller()
export class UserAdminController {
  constructor(private readonly userAdmin: UserAdminService) {}

  @Handles(M.usersList)
  list({ meta, data }: RequestOf<typeof M.usersList>) {
    return this.userAdmin.list(meta, data);
  }

  @Handles(M.usersCreate)
  create({ meta, data }: RequestOf<typeof M.usersCreate>) {
    return this.userAdmin.create(meta, data);
  }

  @Handles(M.usersUpdate)
  update({ meta, data: { id, ...input } }: RequestOf<typeof M.usersUpdate>) {
    return this.userAdmin.update(meta, id, input);
  }

  @Handles(M.usersDelete)
  delete({ meta, data }: RequestOf<typeof M.usersDelete>) {
    return this.userAdmin.delete(meta, data.id);
  }
}
