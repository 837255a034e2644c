import i18n from '../i18n';
import en from '../locales/en/article-card.json';
import sv from '../locales/sv/article-card.json';

// The article cards' texts travel with the lists that show them, not with the texts every page (an
// article) loads; the server has them among every text: locales/resources.ts.
i18n.addResourceBundle('en', 'articleCard', en, true, false);
i18n.addResourceBundle('sv', 'articleCard', sv, true, false);
