import { Controller, Inject, Logger, UseGuards } from '@nestjs/common';
import { EVENTS, ROUTES, type RequestMeta } from '@labmedicin/contracts';
import { EVENT_PUBLISHER, type EventPublisher } from '@labmedicin/platform';
import { Forwarding } from '../common/forwarding';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { SearchReportRateLimitGuard } from './search-report-rate-limit.guard';

/**
 * Readers' searches for editors. A report is passed on to content as an event without waiting
 * and answered at once: a beacon's answer is never read, and a lost report is only logged. The
 * event carries the report alone, never the session's actor.
 */
@Controller()
export class SearchInsightsController extends Forwarding(['searchInsights']) {
  private readonly logger = new Logger(SearchInsightsController.name);

  constructor(@Inject(EVENT_PUBLISHER) private readonly events: EventPublisher) {
    super();
  }

  @Route(ROUTES.searchReport)
  @UseGuards(SearchReportRateLimitGuard)
  async report(@Input() { body }: In<'searchReport'>, @Meta() { requestId }: RequestMeta) {
    const lost = (error: unknown) => this.logger.warn(`A search report was lost: ${error instanceof Error ? error.message : String(error)}`);
    try {
      this.events.emit(EVENTS.searchReported, body, { requestId, actor: null }).catch(lost);
    } catch (error) {
      lost(error);
    }
    return {};
  }

}
