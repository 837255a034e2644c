import { Controller } from '@nestjs/common';
import { EVENTS, type RequestOf } from '@labmedicin/contracts';
import { OnEvent } from '@labmedicin/platform';
import { ViewsService } from './views.service';

@Controller()
export class ViewsController {
  constructor(private readonly views: ViewsService) {}

  @OnEvent(EVENTS.articleViewed)
  async viewed({ data }: RequestOf<typeof EVENTS.articleViewed>): Promise<void> {
    await this.views.add(data.id, data.count);
  }
}
