import { Inject, Injectable, Logger } from '@nestjs/common';
import { EVENTS, type ArticleViewedEvent, type RequestMeta } from '@labmedicin/contracts';
import { EVENT_PUBLISHER, type EventPublisher } from '@labmedicin/platform';

/**
 * Views of articles answered from the gateway cache. Content counts a view with every read it
 * serves; a read served here never reaches it, so each one is reported with an article.viewed
 * event, in the background: the reader never waits for it.
 */
@Injectable()
export class ArticleViewsService {
  private readonly logger = new Logger(ArticleViewsService.name);
  /** Logs the first lost view of a run of failures, not every one. */
  private failing = false;

  constructor(@Inject(EVENT_PUBLISHER) private readonly events: EventPublisher) {}

  record(articleId: string, meta: RequestMeta): void {
    this.events.emit<ArticleViewedEvent>(EVENTS.articleViewed, { id: articleId }, meta).then(
      () => {
        this.failing = false;
      },
      (error: unknown) => {
        if (!this.failing) this.logger.warn(`A view of article ${articleId} was not counted: ${error instanceof Error ? error.message : String(error)}`);
        this.failing = true;
      },
    );
  }
}
