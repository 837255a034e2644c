import { Controller } from '@nestjs/common';
import { EVENTS, type RequestOf } from '@labmedicin/contracts';
import { OnEvent } from '@labmedicin/platform';
import { ActorsService } from './actors.service';

/** A changed or deleted user's cached actor is dropped, so the next request sees the change. */
@Controller()
export class UserEventsController {
  constructor(private readonly actors: ActorsService) {}

  @OnEvent(EVENTS.userUpdated)
  async userUpdated({ data }: RequestOf<typeof EVENTS.userUpdated>): Promise<void> {
    await this.actors.forget(data.id);
  }

  @OnEvent(EVENTS.userDeleted)
  async userDeleted({ data }: RequestOf<typeof EVENTS.userDeleted>): Promise<void> {
    await this.actors.forget(data.id);
  }
}
