import i18n from '../../i18n';
import '../../locales/account-error-texts';
import en from '../../locales/en/auth.json';
import sv from '../../locales/sv/auth.json';

/** The sign-in and registration texts in both languages, with those pages' chunk rather than every public page's first load. */
const AUTH_TEXTS = { sv, en } as const;

for (const [language, texts] of Object.entries(AUTH_TEXTS)) i18n.addResourceBundle(language, 'auth', texts, true, false);
