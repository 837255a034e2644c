import { Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import {
  SEARCH_INSIGHTS_MIN_SEARCHES,
  SEARCH_INSIGHTS_ROWS,
  SEARCH_RECORDS_RETENTION_DAYS,
  searchRecordSchema,
  utcDayOf,
  type RequestMeta,
  type SearchInsightRow,
  type SearchInsights,
  type SearchInsightsQuery,
  type SearchRecord,
  type SearchReport,
} from '@labmedicin/contracts';
import { requireEditor } from '../access/content-access';
import { SearchRecordsRepository } from './search-records.repository';

const DAY_MS = 86_400_000;

/** The queries that `counted` searches made, each with at least the threshold, most first (then alphabetically). */
function rowsOf(records: SearchRecord[], counted: (record: SearchRecord) => boolean): SearchInsightRow[] {
  const searches = new Map<string, number>();
  for (const record of records) if (counted(record)) searches.set(record.query, (searches.get(record.query) ?? 0) + 1);
  return [...searches]
    .filter(([, count]) => count >= SEARCH_INSIGHTS_MIN_SEARCHES)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b, 'sv'))
    .slice(0, SEARCH_INSIGHTS_ROWS)
    .map(([query, count]) => ({ query, searches: count }));
}

/**
 * Readers' searches for editors: what results pages report is stored one search a document (its
 * normalised query, language, number of results, the result opened and the UTC day: nothing that
 * names a reader), read per day and language, and deleted SEARCH_RECORDS_RETENTION_DAYS after its
 * day (at start and daily; every replica does it, deleting what is gone costs nothing).
 */
@Injectable()
export class SearchInsightsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(SearchInsightsService.name);
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly records: SearchRecordsRepository) {}

  onApplicationBootstrap(): void {
    void this.pruneLogged();
    this.timer = setInterval(() => void this.pruneLogged(), DAY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Stores a reported search, or notes the result opened from one; a report is never worth failing anything for. */
  async reported(report: SearchReport, now = Date.now()): Promise<void> {
    const day = utcDayOf(now);
    try {
      // Parsed by the stored record's strict schema: nothing beyond its fields can be stored.
      if (report.kind === 'searched') await this.records.add(searchRecordSchema.parse({ query: report.q, language: report.language, results: report.results, day }));
      else await this.records.opened(day, report.language, report.q, report.slug);
    } catch (error) {
      this.logger.warn(`A reported search was not stored: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  async day(meta: RequestMeta, { day = utcDayOf(Date.now()), language }: SearchInsightsQuery): Promise<SearchInsights> {
    requireEditor(meta);
    const records = await this.records.ofDay(day, language);
    // A query counts as opened when any of its searches led to a result.
    const opened = new Set(records.filter((record) => record.opened !== undefined).map((record) => record.query));
    return {
      day,
      language,
      frequent: rowsOf(records, () => true),
      noResults: rowsOf(records, (record) => record.results === 0),
      notOpened: rowsOf(records, (record) => record.results > 0 && !opened.has(record.query)),
    };
  }

  /** Deletes the searches of days more than the retention period before `now`'s day; returns how many. */
  prune(now = Date.now()): Promise<number> {
    return this.records.deleteBefore(utcDayOf(now - SEARCH_RECORDS_RETENTION_DAYS * DAY_MS));
  }

  private async pruneLogged(): Promise<void> {
    try {
      const deleted = await this.prune();
      if (deleted > 0) this.logger.log(`${deleted} searches older than ${SEARCH_RECORDS_RETENTION_DAYS} days deleted`);
    } catch (error) {
      this.logger.warn(`Old searches were not deleted: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
