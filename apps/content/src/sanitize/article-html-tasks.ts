import { LIMITS, hasVisibleContent } from '@labmedicin/contracts';
import { plainTextOf, sanitizedArticleHtml, withoutUploadedImage } from './article-html';

/** An article's HTML fields: what its saves sanitize and its index and lists read as text. */
const ARTICLE_HTML_FIELDS = ['content', 'clinicalSignificance', 'interpretation'] as const;
type ArticleHtmlField = (typeof ARTICLE_HTML_FIELDS)[number];
export type ArticleHtml = Record<ArticleHtmlField, string>;

/** What a save keeps of an article's HTML, or the field at fault and why. */
export type SanitizedArticleHtml =
  | { ok: true; html: ArticleHtml; images: string[] }
  | { ok: false; field: ArticleHtmlField; code: 'embedHostNotAllowed' | 'contentRequired' };

/*
 * The steps whose cost grows with an article's size. They run on content's worker threads
 * (article-html.worker.ts), each taking and answering plain data, so that a long article never
 * holds up the event loop that answers everyone else.
 */

/**
 * The editor's HTML as a save stores it: sanitized, embeds kept only from `embedHosts` (an embed
 * from another host is refused rather than silently dropped), and the images it shows. Content of
 * nothing but what the sanitizer drops is no content.
 */
export function articleHtmlToStore({ html, embedHosts }: { html: ArticleHtml; embedHosts: readonly string[] }): SanitizedArticleHtml {
  const sanitized = ARTICLE_HTML_FIELDS.map((field) => ({ field, ...sanitizedArticleHtml(html[field], embedHosts) }));
  const embedding = sanitized.find((one) => one.embedHosts.some((host) => !embedHosts.includes(host)));
  if (embedding) return { ok: false, field: embedding.field, code: 'embedHostNotAllowed' };
  const stored = Object.fromEntries(sanitized.map((one) => [one.field, one.html])) as ArticleHtml;
  if (!hasVisibleContent(stored.content)) return { ok: false, field: 'content', code: 'contentRequired' };
  return { ok: true, html: stored, images: [...new Set(sanitized.flatMap((one) => one.images))] };
}

/** The excerpt of content whose text (plainTextOf) is `text`: cut to the card's fallback length. */
export function excerptOfText(text: string): string {
  return text.slice(0, LIMITS.cardSummaryFallback).trimEnd();
}

/**
 * The excerpt of sanitized content: its text as a reader sees it (tags dropped, entities decoded,
 * whitespace collapsed), cut to the card's fallback length.
 */
export function excerptOf(content: string): string {
  return excerptOfText(plainTextOf(content));
}

/** The text a reader sees in each of the HTML given, for the search index. */
export function plainTextsOf(html: string[]): string[] {
  return html.map(plainTextOf);
}

/** Sanitized HTML fields without the images that show the stored file `filename`. */
export function withoutImage({ html, filename }: { html: ArticleHtml; filename: string }): ArticleHtml {
  return Object.fromEntries(ARTICLE_HTML_FIELDS.map((field) => [field, withoutUploadedImage(html[field], filename)])) as ArticleHtml;
}
