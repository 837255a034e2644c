import { Controller } from '@nestjs/common';
import { EVENTS, type RequestOf } from '@labmedicin/contracts';
import { OnEvent } from '@labmedicin/platform';
import { CommentLinksService } from './comment-links.service';

/** Content's and auth-users' events that concern comments. */
@Controller()
export class CommentEventsController {
  constructor(private readonly links: CommentLinksService) {}

  @OnEvent(EVENTS.articleUpdated)
  articleUpdated({ meta, data }: RequestOf<typeof EVENTS.articleUpdated>): Promise<void> {
    return this.links.articleUpdated(meta, data);
  }

  @OnEvent(EVENTS.articleDeleted)
  articleDeleted({ data }: RequestOf<typeof EVENTS.articleDeleted>): Promise<void> {
    return this.links.articleDeleted(data.id);
  }

  @OnEvent(EVENTS.userUpdated)
  userUpdated({ meta, data }: RequestOf<typeof EVENTS.userUpdated>): Promise<void> {
    return this.links.userUpdated(meta, data.id);
  }

  @OnEvent(EVENTS.userDeleted)
  userDeleted({ data }: RequestOf<typeof EVENTS.userDeleted>): Promise<void> {
    return this.links.userDeleted(data.id);
  }
}
