import { Module } from '@nestjs/common';
import { RateLimitsModule } from '../rate-limits/rate-limits.module';
import { SearchInsightsController } from './search-insights.controller';
import { SearchReportRateLimitGuard } from './search-report-rate-limit.guard';

/** The results pages' search reports in, and the editors' insights out (content keeps the searches). */
@Module({
  imports: [RateLimitsModule],
  controllers: [SearchInsightsController],
  providers: [SearchReportRateLimitGuard],
})
export class SearchInsightsModule {}
