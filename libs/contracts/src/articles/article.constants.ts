import { LANGUAGES, type Language } from '../languages.constants';

/**
 * The sandbox of every embedded page, set by the server's sanitizer, the editor and the reader's
 * browser alike: the page may run its player, keep its own origin, open links in a new window and
 * go full screen; it may never navigate our page, submit forms or open dialogs on it.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** Image sources an article may carry: absolute http(s) URLs or files served from /uploads. */
export const ARTICLE_IMAGE_SOURCE = /^(https?:\/\/|\/uploads\/)/i;

export { ARTICLE_MESSAGES } from './article-messages.constants';

/**
 * A language an article is written in: one of the site's languages (LANGUAGES, the one list).
 * Articles that translate each other are linked: an original and at most one translation in each
 * other language. Articles stored before languages were recorded are in DEFAULT_LANGUAGE, Swedish.
 */
export type ArticleLanguage = Language;

export function isArticleLanguage(value: unknown): value is ArticleLanguage {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * True when HTML shows a reader something: text, an image, an embed or a table. An editor's empty
 * document ('<p></p>', '<p><br></p>') is not content.
 */
export function hasVisibleContent(html: string): boolean {
  if (/<(img|iframe|table)\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/gi, ' ')
      .trim() !== ''
  );
}

/**
 * What is searched for: the words typed, trimmed; null for a blank query, which searches nothing
 * (the search form does not submit it, the search page asks no server, the service answers empty).
 */
export function searchTermsOf(text: string | null | undefined): string | null {
  const terms = (text ?? '').trim();
  return terms === '' ? null : terms;
}

/** The sexes a reference-range row may be for (reference-range.constants.ts); here, where reading an answer takes them without that module. */
export const REFERENCE_SEXES = ['female', 'male'] as const;
export type ReferenceSex = (typeof REFERENCE_SEXES)[number];
