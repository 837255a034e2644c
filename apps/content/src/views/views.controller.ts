import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENTS, objectIdSchema, type ArticleViewedEvent, type ServiceRequest } from '@labmedicin/contracts';
import { z } from 'zod';
import { ViewCounter } from './view-counter.service';

const viewedSchema = z.object({ id: objectIdSchema, count: z.number().int().min(1).max(1_000_000) });

/** Reads the gateway answered from its cache still count: it tells us in batches with an event. */
@Controller()
export class ViewsController {
  constructor(private readonly views: ViewCounter) {}

  @EventPattern(EVENTS.articleViewed)
  viewed(@Payload() { data }: ServiceRequest<ArticleViewedEvent>): void {
    const viewed = viewedSchema.safeParse(data);
    if (viewed.success) this.views.count(viewed.data.id, viewed.data.count);
  }
}
