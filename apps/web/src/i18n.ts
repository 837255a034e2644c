import { ARTICLE_MESSAGES, AUTH_MESSAGES, CATEGORY_MESSAGES, DEFAULT_LANGUAGE, LANGUAGES, TAG_MESSAGES, VALIDATION_MESSAGES } from '@labmedicin/contracts';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import enAbout from './locales/en/about.json';
import enArticles from './locales/en/articles.json';
import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enHome from './locales/en/home.json';
import enSearch from './locales/en/search.json';
import enTags from './locales/en/tags.json';
import svAbout from './locales/sv/about.json';
import svArticles from './locales/sv/articles.json';
import svAuth from './locales/sv/auth.json';
import svCommon from './locales/sv/common.json';
import svHome from './locales/sv/home.json';
import svSearch from './locales/sv/search.json';
import svServer from './locales/sv/server.json';
import svTags from './locales/sv/tags.json';
import svValidation from './locales/sv/validation.json';

/** Where the visitor's language choice is remembered. */
export const LANGUAGE_STORAGE_KEY = 'labmedicin.language';

/** The server's own texts (English), as the contracts define them for services and gateway. */
export const SERVER_MESSAGES = { auth: AUTH_MESSAGES, categories: CATEGORY_MESSAGES, articles: ARTICLE_MESSAGES, tags: TAG_MESSAGES } as const;

/**
 * The public bundle's texts. The English validation and server texts are the contracts' own
 * maps, so the English UI shows exactly the messages of SPEC §5 and §8; Swedish translates every
 * one. The admin area adds its namespace when its chunk loads.
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
    validation: svValidation,
    server: svServer,
  },
  en: {
    common: enCommon,
    home: enHome,
    about: enAbout,
    auth: enAuth,
    articles: enArticles,
    search: enSearch,
    tags: enTags,
    validation: VALIDATION_MESSAGES,
    server: SERVER_MESSAGES,
  },
} as const;

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources,
    ns: ['common', 'home', 'about', 'auth', 'articles', 'search', 'tags', 'validation', 'server'],
    defaultNS: 'common',
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    load: 'languageOnly',
    initAsync: false,
    showSupportNotice: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
      convertDetectedLanguage: (language: string) => language.split('-')[0] ?? language,
    },
  });

function keyOf(tree: unknown, text: string, prefix = ''): string | undefined {
  if (typeof tree !== 'object' || tree === null) return undefined;
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value === text) return path;
    const nested = keyOf(value, text, path);
    if (nested) return nested;
  }
  return undefined;
}

/**
 * A message from a schema or from the server, in the current language: a validation code is
 * translated, an English text the UI knows (the server's texts of the contracts, e.g. 'Invalid
 * email or password', or any other English UI text) is shown in its translation, anything else
 * as the server wrote it.
 */
export function translateMessage(message: string): string {
  if (message in VALIDATION_MESSAGES) return i18n.t(`validation:${message}`);
  for (const [namespace, bundle] of Object.entries(i18n.getDataByLanguage('en') ?? {})) {
    const key = keyOf(bundle, message);
    if (key) return i18n.t(`${namespace}:${key}`);
  }
  return message;
}

export default i18n;
