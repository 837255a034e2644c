import { z } from 'zod';
import { articleLanguageSchema } from '../articles/article-language.schema';
import { articleSlugSchema } from '../articles/article.schema';

/**
 * A query as the insights count it: trimmed, lower case, runs of whitespace as one space, in
 * Unicode NFC, so "Blod socker", " blod  socker" and a decomposed "ö" are one query.
 */
export function normalisedSearchQuery(q: string): string {
  return q.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** As long as a search's query may be (articleSearchQuerySchema); empty once normalised is no query. */
const reportedQuery = z
  .string({ required_error: 'invalidValue', invalid_type_error: 'invalidValue' })
  .max(200, 'invalidValue')
  .transform(normalisedSearchQuery)
  .pipe(z.string().min(1, 'invalidValue'));

/**
 * What the results page reports, with navigator.sendBeacon: a search it showed (the first page
 * of an answer, with its number of results), or the result a reader opened from it. Nothing about
 * the reader: no id, address, session or time of day.
 */
export const searchReportSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('searched'), q: reportedQuery, language: articleLanguageSchema, results: z.number().int().min(0).max(1_000_000) }),
  z.object({ kind: z.literal('opened'), q: reportedQuery, language: articleLanguageSchema, slug: articleSlugSchema.shape.slug }),
]);
export type SearchReport = z.infer<typeof searchReportSchema>;

/** A UTC day, YYYY-MM-DD. */
export const searchDaySchema = z
  .string({ invalid_type_error: 'invalidValue' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidValue')
  .refine((day) => utcDayOf(Date.parse(`${day}T00:00:00Z`) || 0) === day, 'invalidValue');

/** The UTC day of a moment, YYYY-MM-DD. */
export function utcDayOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * One stored search: exactly these fields. `opened` is the slug of the result a reader opened
 * from it, once one was.
 */
export const searchRecordSchema = z
  .object({
    query: z.string(),
    language: articleLanguageSchema,
    results: z.number().int().min(0),
    day: searchDaySchema,
    opened: z.string().optional(),
  })
  .strict();
export type SearchRecord = z.infer<typeof searchRecordSchema>;

/** GET /admin/search-insights: one day (UTC; today when left out) and one language. */
export const searchInsightsQuerySchema = z.object({
  day: searchDaySchema.optional(),
  language: articleLanguageSchema.default('sv'),
});
export type SearchInsightsQuery = z.infer<typeof searchInsightsQuerySchema>;

/** A query and how many of the day's searches in the language made it (for its list). */
export const searchInsightRowSchema = z.object({ query: z.string(), searches: z.number().int().min(1) });
export type SearchInsightRow = z.infer<typeof searchInsightRowSchema>;

/**
 * The day's insights in one language. Each list holds only queries that at least
 * SEARCH_INSIGHTS_MIN_SEARCHES searches made (counted for that list), most searches first.
 */
export const searchInsightsSchema = z.object({
  day: searchDaySchema,
  language: articleLanguageSchema,
  /** Every search of the query. */
  frequent: z.array(searchInsightRowSchema),
  /** Searches of the query that found nothing. */
  noResults: z.array(searchInsightRowSchema),
  /** Searches of the query that found something, when no result of any of them was opened. */
  notOpened: z.array(searchInsightRowSchema),
});
export type SearchInsights = z.infer<typeof searchInsightsSchema>;

/** Fewer searches than this never show a query: one reader's words stay theirs. */
export const SEARCH_INSIGHTS_MIN_SEARCHES = 3;
/** Searches are deleted this many days after their day. */
export const SEARCH_RECORDS_RETENTION_DAYS = 90;
/** Rows per list. */
export const SEARCH_INSIGHTS_ROWS = 50;
