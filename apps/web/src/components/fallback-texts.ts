import i18n from '../i18n';
import en from '../locales/en/fallback.json';
import sv from '../locales/sv/fallback.json';

// What is shown instead of the page asked for (not found, access denied, the session being checked)
// travels with those parts, not with the texts every page loads; the server has them among every
// text: locales/resources.ts.
i18n.addResourceBundle('en', 'fallback', en, true, false);
i18n.addResourceBundle('sv', 'fallback', sv, true, false);
