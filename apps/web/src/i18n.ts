import { DEFAULT_LANGUAGE, ERRORS, LANGUAGES, VALIDATION_MESSAGES, isErrorCode, type Language } from '@labmedicin/contracts';
import i18n, { type InitOptions, type TFunction } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enAbout from './locales/en/about.json';
import enArticles from './locales/en/articles.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import enProfile from './locales/en/profile.json';
import enSearch from './locales/en/search.json';
import enTags from './locales/en/tags.json';
import svAbout from './locales/sv/about.json';
import svArticles from './locales/sv/articles.json';
import svAuth from './locales/sv/auth.json';
import svCommon from './locales/sv/common.json';
import svErrors from './locales/sv/errors.json';
import svHome from './locales/sv/home.json';
import svProfile from './locales/sv/profile.json';
import svSearch from './locales/sv/search.json';
import svTags from './locales/sv/tags.json';
import svValidation from './locales/sv/validation.json';

/** Where the visitor's language choice is remembered. */
export const LANGUAGE_STORAGE_KEY = 'labmedicin.language';

/** The same choice as a cookie, so the server renders pages in it; its name is the gateway's too. */
export const LANGUAGE_COOKIE = 'labmedicin.language';
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The English text of every error code: the contracts' catalogue, as the API answers it. */
export const ERROR_MESSAGES = Object.fromEntries(Object.entries(ERRORS).map(([code, { message }]) => [code, message]));

/**
 * The public bundle's texts. The English validation and error texts are the contracts' own maps,
 * so the English UI shows exactly the messages the API gives; Swedish translates every one. The
 * admin area adds its namespace when its chunk loads.
 */
export const resources = {
  sv: {
    common: svCommon,
    home: svHome,
    about: svAbout,
    auth: svAuth,
    articles: svArticles,
    search: svSearch,
    tags: svTags,
    profile: svProfile,
    validation: svValidation,
    errors: svErrors,
  },
  en: {
    common: enCommon,
    home: enHome,
    about: enAbout,
    auth: enAuth,
    articles: enArticles,
    search: enSearch,
    tags: enTags,
    profile: enProfile,
    validation: VALIDATION_MESSAGES,
    errors: ERROR_MESSAGES,
  },
} as const;

/** What every instance shares: the browser's below, and the server's (one per language). */
export const I18N_OPTIONS = {
  resources,
  ns: ['common', 'home', 'about', 'auth', 'articles', 'search', 'tags', 'profile', 'validation', 'errors'],
  defaultNS: 'common',
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false },
} satisfies InitOptions;

i18n.on('languageChanged', (language) => {
  // The server renders with instances of its own; this one is the browser's.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    ...I18N_OPTIONS,
    // The browser's language is only a default: nothing is stored until the reader picks one.
    detection: {
      order: ['cookie', 'localStorage', 'navigator'],
      lookupCookie: LANGUAGE_COOKIE,
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: [],
      convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
    },
  });

/** The reader's stored pick (cookie, else local storage, where earlier versions kept it), if any. */
export function storedLanguage(): Language | null {
  const cookie = document.cookie.split('; ').find((entry) => entry.startsWith(`${LANGUAGE_COOKIE}=`));
  let stored = cookie?.slice(LANGUAGE_COOKIE.length + 1) ?? null;
  if (!stored) {
    try {
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      stored = null;
    }
  }
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : null;
}

/** Keeps the pick where the server sees it too. */
export function rememberLanguage(language: Language): void {
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be off (private mode): the cookie still carries the choice.
  }
}

/** The reader's pick in the language switch: shown at once and remembered for the next visit. */
export function chooseLanguage(language: Language): Promise<unknown> {
  rememberLanguage(language);
  return i18n.changeLanguage(language);
}

/** A validation code of a form field (the schemas' and the API's `fieldCodes`) in the current language. */
export function validationText(code: string): string {
  return code in VALIDATION_MESSAGES ? i18n.t(`validation:${code}`) : code;
}

/**
 * The text of an API error code in the current language, or in the language of `t` (a page rendered
 * on the server has its own); null for a code this SPA does not know.
 */
export function errorCodeText(code: unknown, t?: TFunction): string | null {
  if (!isErrorCode(code)) return null;
  return t ? t(`errors:${code}`) : i18n.t(`errors:${code}`);
}

export default i18n;
