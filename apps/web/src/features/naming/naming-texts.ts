import i18n from '../../i18n';
import en from '../../locales/en/naming.json';
import sv from '../../locales/sv/naming.json';

// The page's texts travel with its chunk, not with the texts every page loads, and join the i18n
// store when it loads (the server has them among every text: locales/resources.ts).
i18n.addResourceBundle('en', 'naming', en, true, false);
i18n.addResourceBundle('sv', 'naming', sv, true, false);
