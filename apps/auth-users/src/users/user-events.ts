import { Inject, Injectable, Logger } from '@nestjs/common';
import { EVENTS, type RequestMeta } from '@labmedicin/contracts';
import { EVENT_PUBLISHER, type EventPublisher } from '@labmedicin/platform';

/**
 * Announces changed and deleted users so gateways drop their cached actor. The change is stored
 * before this runs, so an event that cannot be delivered is logged, not turned into a failure of
 * the change (the gateway that made the change drops its cache itself; others within a minute).
 */
@Injectable()
export class UserEvents {
  private readonly logger = new Logger(UserEvents.name);

  constructor(@Inject(EVENT_PUBLISHER) private readonly events: EventPublisher) {}

  updated(id: string, meta: RequestMeta): Promise<void> {
    return this.announce(EVENTS.userUpdated, id, meta);
  }

  deleted(id: string, meta: RequestMeta): Promise<void> {
    return this.announce(EVENTS.userDeleted, id, meta);
  }

  private async announce(event: typeof EVENTS.userUpdated | typeof EVENTS.userDeleted, id: string, meta: RequestMeta): Promise<void> {
    try {
      await this.events.emit(event, { id }, meta);
    } catch (error) {
      this.logger.warn(`${event.pattern} (${id}) not delivered: ${String(error)}`);
    }
  }
}
