import { Controller } from '@nestjs/common';
import { EVENTS, type RequestOf } from '@labmedicin/contracts';
import { OnEvent } from '@labmedicin/platform';
import { CommentsRepository } from './comments.repository';

/** Keeps comments in step with their articles and authors, from content's and auth-users' events. */
@Controller()
export class CommentEventsController {
  constructor(private readonly comments: CommentsRepository) {}

  /** Readers see an article's comments only while it is published. */
  @OnEvent(EVENTS.articleUpdated)
  async articleUpdated({ data }: RequestOf<typeof EVENTS.articleUpdated>): Promise<void> {
    await this.comments.updateArticle(data.id, { articleSlug: data.slug, articlePublished: data.status === 'published' });
  }

  @OnEvent(EVENTS.articleDeleted)
  async articleDeleted({ data }: RequestOf<typeof EVENTS.articleDeleted>): Promise<void> {
    await this.comments.deleteOfArticle(data.id);
  }

  @OnEvent(EVENTS.userDeleted)
  async userDeleted({ data }: RequestOf<typeof EVENTS.userDeleted>): Promise<void> {
    await this.comments.forgetAuthor(data.id);
  }
}
