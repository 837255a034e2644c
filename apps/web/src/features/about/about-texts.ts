import i18n from '../../i18n';
import en from '../../locales/en/about.json';
import sv from '../../locales/sv/about.json';

// The about page's texts travel with its chunk, not with the texts every page loads (the server
// has them among every text: locales/resources.ts).
i18n.addResourceBundle('en', 'about', en, true, false);
i18n.addResourceBundle('sv', 'about', sv, true, false);
