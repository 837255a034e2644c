import { LIMITS } from '@labmedicin/contracts';
import type { ArticleListEntry } from '../api/articles';

/** The first `max` characters of a text, with an ellipsis when something was cut. */
function truncate(text: string, max: number = LIMITS.cardSummaryFallback): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/** The text a reader sees in HTML: tags and scripts dropped, block ends kept as spaces, whitespace collapsed. */
function plainTextOf(html: string): string {
  const spaced = html.replace(/<(\/(p|h[1-6]|li|td|th|tr|div|blockquote|pre)|br\s*\/?)>/gi, '$& ');
  // A parsed document that is never shown: nothing in it runs or loads.
  const document = new DOMParser().parseFromString(spaced, 'text/html');
  document.querySelectorAll('script, style, template').forEach((element) => element.remove());
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/**
 * What a card says about its article: the summary; without one, the first 150 characters of the
 * content as plain text, which the server sends as the excerpt, else taken from the content itself.
 */
export function cardSummary(article: Pick<ArticleListEntry, 'summary' | 'excerpt' | 'content'>): string {
  return article.summary.trim() || truncate(article.excerpt.trim()) || truncate(plainTextOf(article.content));
}
