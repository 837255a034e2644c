import { Controller } from '@nestjs/common';
import { EventPattern } from '@nestjs/microservices';
import { EVENTS } from '@labmedicin/contracts';
import { CategoriesService } from './categories.service';

/** content's category.changed: the cached public category answers are stale. */
@Controller()
export class CategoryEventsController {
  constructor(private readonly categories: CategoriesService) {}

  @EventPattern(EVENTS.categoryChanged)
  async categoryChanged(): Promise<void> {
    await this.categories.invalidateCache();
  }
}
