import i18n from '../../i18n';
import '../../locales/account-error-texts';
import en from '../../locales/en/two-factor.json';
import sv from '../../locales/sv/two-factor.json';

/** The two-factor texts in both languages, with the chunks that show them (the code step, the profile's card, the admin area's guard). */
const TWO_FACTOR_TEXTS = { sv, en } as const;

for (const [language, texts] of Object.entries(TWO_FACTOR_TEXTS)) i18n.addResourceBundle(language, 'twoFactor', texts, true, false);
