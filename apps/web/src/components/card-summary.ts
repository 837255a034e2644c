import { LIMITS, type ArticleListItem } from '@labmedicin/contracts';

/** The first `max` characters of a text, with an ellipsis when something was cut. */
function truncate(text: string, max: number = LIMITS.cardSummaryFallback): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/**
 * What a card says about its article: the summary; without one, the start of the content as plain
 * text, which the server sends as the excerpt. Either may be missing from an answer saved by an
 * older version (offline copies): what is there is shown.
 */
export function cardSummary(article: Partial<Pick<ArticleListItem, 'summary' | 'excerpt'>>): string {
  return (article.summary ?? '').trim() || truncate((article.excerpt ?? '').trim());
}
