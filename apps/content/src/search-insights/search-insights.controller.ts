import { Controller } from '@nestjs/common';
import { EVENTS, SEARCH_INSIGHTS_MESSAGES as M, type RequestOf } from '@labmedicin/contracts';
import { Handles, OnEvent } from '@labmedicin/platform';
import { SearchInsightsService } from './search-insights.service';

/** Searches arrive as the gateway's events and leave as a day's insights. */
@Controller()
export class SearchInsightsController {
  constructor(private readonly insights: SearchInsightsService) {}

  @OnEvent(EVENTS.searchReported)
  reported({ data }: RequestOf<typeof EVENTS.searchReported>): Promise<void> {
    return this.insights.reported(data);
  }

  @Handles(M.day)
  day({ meta, data }: RequestOf<typeof M.day>) {
    return this.insights.day(meta, data);
  }
}
