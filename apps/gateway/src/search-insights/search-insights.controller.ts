import { Controller, Inject, Logger, UseGuards } from '@nestjs/common';
import { EVENTS, ROUTES, SEARCH_INSIGHTS_MESSAGES, type RequestMeta } from '@labmedicin/contracts';
import { EVENT_PUBLISHER, SERVICE_CLIENT, type EventPublisher, type ServiceClient } from '@labmedicin/platform';
import { Meta } from '../common/request-meta.decorator';
import { Input, Route, type In } from '../common/route.decorator';
import { SearchReportRateLimitGuard } from './search-report-rate-limit.guard';

/**
 * Readers' searches for editors. A report is passed on to content as an event without waiting
 * and answered at once: a beacon's answer is never read, and a lost report is only logged. The
 * event carries the report alone, never the session's actor.
 */
@Controller()
export class SearchInsightsController {
  private readonly logger = new Logger(SearchInsightsController.name);

  constructor(
    @Inject(SERVICE_CLIENT) private readonly services: ServiceClient,
    @Inject(EVENT_PUBLISHER) private readonly events: EventPublisher,
  ) {}

  @Route(ROUTES.searchReport)
  @UseGuards(SearchReportRateLimitGuard)
  async report(@Input() { body }: In<'searchReport'>, @Meta() { requestId }: RequestMeta) {
    const lost = (error: unknown) => this.logger.warn(`A search report was lost: ${error instanceof Error ? error.message : String(error)}`);
    try {
      this.events.emit(EVENTS.searchReported, body, { requestId, actor: null }).catch(lost);
    } catch (error) {
      lost(error);
    }
    return { success: true as const };
  }

  @Route(ROUTES.searchInsights)
  async day(@Input() { query }: In<'searchInsights'>, @Meta() meta: RequestMeta) {
    return { success: true as const, data: await this.services.send(SEARCH_INSIGHTS_MESSAGES.day, query, meta) };
  }
}
