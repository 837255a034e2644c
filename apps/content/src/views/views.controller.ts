import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, objectIdSchema, type ArticleViewedEvent, type ServiceRequest } from '@labmedicin/contracts';
import { ViewCounter } from './view-counter.service';

/** Reads the gateway answered from its cache still count: it tells us with an event. */
@Controller()
export class ViewsController {
  constructor(private readonly views: ViewCounter) {}

  @EventPattern(EVENTS.articleViewed)
  viewed(@Payload() { data }: ServiceRequest<ArticleViewedEvent>): void {
    const id = objectIdSchema.safeParse(data?.id);
    if (id.success) this.views.count(id.data);
  }
}
