import { Module } from '@nestjs/common';
import { SearchInsightsController } from './search-insights.controller';
import { SearchInsightsService } from './search-insights.service';
import { SearchRecordsRepository } from './search-records.repository';

/**
 * Readers' searches, kept for editors beside the search itself: a context of its own with its own
 * collection over the documents port (NeDB embedded, MongoDB in production); no article code reads it.
 */
@Module({
  controllers: [SearchInsightsController],
  providers: [SearchRecordsRepository, SearchInsightsService],
})
export class SearchInsightsModule {}
