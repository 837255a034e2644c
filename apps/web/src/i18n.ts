import { DEFAULT_LANGUAGE, LANGUAGES, languageCookie, languageInCookies, type ErrorCode, type Language } from '@labmedicin/contracts';
import i18n, { type InitOptions, type Namespace, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { EnglishTexts } from './locales/texts';

/** Where the visitor's language choice is remembered. */
export const LANGUAGE_STORAGE_KEY = 'labmedicin.language';


/**
 * The namespaces every public page may use; the other pages (about, tags, profiles), the admin area,
 * sign-in (auth) and the forms (validation) add their own when their chunks load.
 */
const PUBLIC_NAMESPACES = ['common', 'home', 'articles', 'search', 'offline', 'errors'];

/** The namespace a `t` without one reads. */
const DEFAULT_NAMESPACE = 'common';

/**
 * The keys `t` accepts are the English texts' (locales/texts.ts), namespace by namespace: a
 * misspelt or missing key fails typecheck, with or without a default value.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: EnglishTexts;
    strictKeyChecks: true;
  }
}

/** What every instance shares: the browser's below, and the server's (one per language, with every text). */
export const I18N_OPTIONS = {
  ns: PUBLIC_NAMESPACES,
  defaultNS: DEFAULT_NAMESPACE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  load: 'languageOnly',
  initAsync: false,
  showSupportNotice: false,
  interpolation: { escapeValue: false },
} satisfies InitOptions;

/**
 * Each language's texts are a chunk of their own: a page loads only its language's (see
 * loadLanguage) before it renders.
 */
const LANGUAGE_TEXTS: Record<Language, () => Promise<{ texts: Record<string, object> }>> = {
  sv: () => import('./locales/sv/public'),
  en: () => import('./locales/en/public'),
};

i18n.on('languageChanged', (language) => {
  // The server renders with instances of its own; this one is the browser's.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
});

/** The browser's first language we have, else Swedish. */
function browserLanguage(): Language {
  const preferred = typeof navigator === 'undefined' ? [] : navigator.languages?.length ? navigator.languages : [navigator.language];
  for (const tag of preferred) {
    const language = tag?.split('-')[0];
    if ((LANGUAGES as readonly string[]).includes(language ?? '')) return language as Language;
  }
  return DEFAULT_LANGUAGE;
}

/**
 * The language a page the browser renders alone opens in: the reader's pick (cookie, else local
 * storage), else the browser's language. The browser's language is only a default: nothing is
 * stored until the reader picks one.
 */
function detectLanguage(): Language {
  return storedLanguage() ?? browserLanguage();
}

void i18n.use(initReactI18next).init({ ...I18N_OPTIONS, lng: typeof document === 'undefined' ? DEFAULT_LANGUAGE : detectLanguage(), resources: {} });

/** Loads a language's texts into the browser's instance (once); call before rendering in it. */
export async function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'common')) return;
  const { texts } = await LANGUAGE_TEXTS[language]();
  for (const [namespace, bundle] of Object.entries(texts)) i18n.addResourceBundle(language, namespace, bundle, true, false);
}

/**
 * The error codes' texts: a chunk per language that most visits never need, loaded with the first
 * failure that has a code (api/http.ts waits for them before it throws), before hydrating a page
 * the server rendered with one, and, once loaded, with a language the reader picks. The server's
 * instances have them all.
 */
const ERROR_TEXTS: Record<Language, () => Promise<object>> = {
  sv: () => import('./locales/sv/errors.json').then((module) => module.default),
  en: () => import('./locales/en/error-texts').then((module) => module.ERROR_MESSAGES),
};
const errorTextsLoaded = new Map<Language, Promise<void>>();

/** Loads the error codes' texts of a language (the page's by default) into the browser's instance, once. */
export function loadErrorTexts(language = i18n.language as Language): Promise<void> {
  if (typeof document === 'undefined' || !(language in ERROR_TEXTS)) return Promise.resolve();
  let loading = errorTextsLoaded.get(language);
  if (!loading) {
    loading = ERROR_TEXTS[language]().then(
      (bundle) => void i18n.addResourceBundle(language, 'errors', bundle, true, false),
      // Offline, say: the error shows without its text, and the next failure tries again.
      () => void errorTextsLoaded.delete(language),
    );
    errorTextsLoaded.set(language, loading);
  }
  return loading;
}

/** The reader's stored pick (cookie, else local storage, where earlier versions kept it), if any. */
export function storedLanguage(): Language | null {
  let stored: string | null = languageInCookies(document.cookie);
  if (!stored) {
    try {
      stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    } catch {
      stored = null;
    }
  }
  return (LANGUAGES as readonly string[]).includes(stored ?? '') ? (stored as Language) : null;
}

/** Keeps the pick where the server sees it too (the cookie the gateway's language form sets). */
export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language, location.protocol === 'https:');
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be off (private mode): the cookie still carries the choice.
  }
}

/** The reader's pick in the language switch: shown at once and remembered for the next visit. */
export async function chooseLanguage(language: Language): Promise<unknown> {
  rememberLanguage(language);
  await Promise.all([loadLanguage(language), errorTextsLoaded.size > 0 && loadErrorTexts(language)]);
  return i18n.changeLanguage(language);
}

/**
 * The text of an API error code in the current language, or in the language of `t` (a page rendered
 * on the server has its own); null for a code this SPA does not know. Known: translated in the texts,
 * which have every code of the contracts' ERRORS; the codes' list itself stays out of the first load.
 */
export function errorCodeText(code: unknown, t: TFunction<Namespace> = i18n.t): string | null {
  if (typeof code !== 'string' || code === '') return null;
  // Typed as the contracts' codes; one the texts lack (a newer API's) gives the empty default.
  const text = t(code as ErrorCode, { ns: 'errors', defaultValue: '' });
  return text === '' ? null : text;
}

export default i18n;
