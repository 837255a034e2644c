// The site's languages apart from LIMITS (limits.ts): every page's first load uses these, and
// none of the limits, which only the forms, the lists and the services read.

export const LANGUAGES = ['sv', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'sv';

/**
 * The reader's language pick: kept in a cookie the pages are rendered by, and sent by the
 * language switch as a form (GET path?lang=en&return=/page) that works before the app runs, or
 * without JavaScript: the gateway sets the cookie and sends the reader back to the page, or to the
 * page's version in the chosen language when the form names one (return-en=/article/… on an
 * article with an English translation).
 */
export const LANGUAGE_CHOICE = {
  cookie: 'labmedicin.language',
  path: '/language',
  languageField: 'lang',
  returnField: 'return',
  returnFieldIn: { sv: 'return-sv', en: 'return-en' },
} as const satisfies { returnFieldIn: Record<Language, string> } & Record<string, unknown>;
