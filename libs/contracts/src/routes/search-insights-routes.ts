import { apiMessageSchema, apiSuccessSchema } from '../api';
import { searchInsightsQuerySchema, searchInsightsSchema, searchReportSchema } from '../search-insights/search-insights.schema';
import { SEARCH_INSIGHTS_MESSAGES } from '../catalogue/catalogue';
import { route } from './route-spec';
import { ROUTE } from './routes.constants';

/** What readers' searches tell editors: the results page's reports in, the day's insights out. Part of ROUTES. */
export const SEARCH_INSIGHTS_ROUTES = {
  searchReport: route(ROUTE.searchReport, {
    access: 'public',
    tag: 'search-insights',
    summary:
      'Report a search the results page showed (kind searched, with its number of results) or the result a reader opened from it (kind opened, with its slug); sent with navigator.sendBeacon. Stored without anything about the reader; rate limited per client',
    body: searchReportSchema,
    answer: apiMessageSchema,
  }),
  searchInsights: route({ method: 'GET', path: '/admin/search-insights' } as const, {
    access: 'contributor',
    tag: 'search-insights',
    summary:
      "One UTC day's searches in one language: the most frequent queries, those that found nothing and those whose results nobody opened, each only when three or more searches made it (admins and contributors)",
    query: searchInsightsQuerySchema,
    answer: apiSuccessSchema(searchInsightsSchema),
    forwardsTo: SEARCH_INSIGHTS_MESSAGES.day,
  }),
};
