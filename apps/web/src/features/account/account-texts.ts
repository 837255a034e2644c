import i18n from '../../i18n';
import '../../locales/account-error-texts';
import en from '../../locales/en/account.json';
import sv from '../../locales/sv/account.json';

/** The texts of password reset and the sessions list in both languages, with their chunks only. */
const ACCOUNT_TEXTS = { sv, en } as const;

for (const [language, texts] of Object.entries(ACCOUNT_TEXTS)) i18n.addResourceBundle(language, 'account', texts, true, false);
