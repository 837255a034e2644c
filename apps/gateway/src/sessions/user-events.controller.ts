import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, type ServiceRequest, type UserChangedEvent } from '@labmedicin/contracts';
import { ActorsService } from './actors.service';

/** A changed or deleted user's cached actor is dropped, so the next request sees the change. */
@Controller()
export class UserEventsController {
  constructor(private readonly actors: ActorsService) {}

  @EventPattern(EVENTS.userUpdated)
  async userUpdated(@Payload() { data }: ServiceRequest<UserChangedEvent>): Promise<void> {
    await this.actors.forget(data.id);
  }

  @EventPattern(EVENTS.userDeleted)
  async userDeleted(@Payload() { data }: ServiceRequest<UserChangedEvent>): Promise<void> {
    await this.actors.forget(data.id);
  }
}
