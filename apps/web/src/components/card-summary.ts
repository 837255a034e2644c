import { LIMITS } from '@labmedicin/contracts';
import type { ArticleListEntry } from '../api/articles';

const BLOCK_END = /<(\/(p|h[1-6]|li|td|th|tr|div|blockquote|pre)|br\s*\/?)>/gi;

/** The text a reader sees in HTML, blocks separated by a space; nothing in it runs or loads. */
export function plainTextOf(html: string): string {
  const document = new DOMParser().parseFromString(html.replace(BLOCK_END, '$& '), 'text/html');
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The first `max` characters of a text, with an ellipsis when something was cut. */
export function truncate(text: string, max: number = LIMITS.cardSummaryFallback): string {
  return text.length > max ? `${text.slice(0, max).trimEnd()}…` : text;
}

/**
 * What a card says about its article (SPEC §2): the summary; without one, the first 150
 * characters of the content: the server's excerpt, or the content itself when the entry has it.
 */
export function cardSummary(article: Pick<ArticleListEntry, 'summary' | 'excerpt' | 'content'>): string {
  const summary = article.summary?.trim();
  if (summary) return summary;
  const excerpt = article.excerpt?.replace(/\s+/g, ' ').trim();
  if (excerpt) return truncate(excerpt);
  return article.content ? truncate(plainTextOf(article.content)) : '';
}
