import i18n from 'i18next';
import en from '../../locales/en/calculators.json';
import sv from '../../locales/sv/calculators.json';

/**
 * The calculators' texts in both languages. They travel with the calculators' code, not with the
 * public texts every page loads: a page that shows a calculator has them in place before it
 * hydrates (its chunk is loaded first), in either language the reader switches to.
 */
export const CALCULATOR_TEXTS = { sv, en };

for (const [language, texts] of Object.entries(CALCULATOR_TEXTS)) i18n.addResourceBundle(language, 'calculators', texts, true, false);
