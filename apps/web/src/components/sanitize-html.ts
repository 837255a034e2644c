import { sanitizedArticleHtml } from '@labmedicin/contracts/article-html';
import './article-content-i18n';
import { markSpecimenPrefixes, type SpecimenTitles } from './specimen-prefixes';

/** Sanitized texts kept by the server, the oldest dropped first past this many. */
const SERVER_KEPT_TEXTS = 500;

/** The server's results by input: each render of a page sanitizes the same article again. */
const kept = typeof window === 'undefined' ? new Map<string, string>() : null;

/**
 * Article HTML (content, clinical significance, interpretation) as it may be rendered, by the
 * policy content saved it with (contracts' article-html, the same package on the server render
 * and in the browser), with its specimen prefixes marked when what they stand for (in the
 * article's language) is given. The browser sanitizes again whatever the server sent.
 */
export function sanitizeArticleHtml(html: string, specimens?: SpecimenTitles): string {
  const sanitize = () => sanitizedArticleHtml(html, specimens ? { markText: (text) => markSpecimenPrefixes(text, specimens) } : {}).html;
  if (!kept) return sanitize();
  const key = specimens ? `${JSON.stringify(specimens)}\u0000${html}` : html;
  let clean = kept.get(key);
  if (clean === undefined) {
    clean = sanitize();
    kept.set(key, clean);
    if (kept.size > SERVER_KEPT_TEXTS) kept.delete(kept.keys().next().value as string);
  }
  return clean;
}
