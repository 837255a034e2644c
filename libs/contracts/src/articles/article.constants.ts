import { LANGUAGES, LIMITS, type Language } from '../limits';
import { SHARED_MESSAGES } from '../shared-messages.constants';

/**
 * The sandbox of every embedded page, set by the server's sanitizer, the editor and the reader's
 * browser alike: the page may run its player, keep its own origin, open links in a new window and
 * go full screen; it may never navigate our page, submit forms or open dialogs on it.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-presentation';

/** Texts of the article failures, shared by the service, the gateway and the SPA. */
export const ARTICLE_MESSAGES = {
  notFound: 'Article not found',
  tooLarge: `The article is too long: each of its texts can have at most ${LIMITS.articleHtmlMax.toLocaleString('en')} characters, markup included`,
  staleEdit: 'This article was changed by someone else since you opened it',
  publishAdminOnly: 'Only an admin can publish or archive articles',
  editPublishedAdminOnly: 'Only an admin can edit a published or archived article',
  editOwnDraftsOnly: 'A contributor can edit only their own drafts',
  reviewAuthorOnly: 'Only the author can send a draft for review',
  reviewDraftsOnly: 'Only a draft can be sent for review',
  notInReview: 'This draft is not waiting for review',
  categoryNotFound: SHARED_MESSAGES.categoryNotFound,
  revisionNotFound: 'Revision not found',
  tagNotFound: 'Tag not found',
  tagsChangedMeanwhile: 'An article with these tags was changed at the same time; nothing was changed, please try again',
  sameLanguage: 'A translation must be in the other language than its original',
  translationExists: 'The article already has a translation in that language, or is linked to another article',
  notATranslation: 'This article is not a translation of that one',
} as const;

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
