import i18n from '../i18n';
import en from '../locales/en/article-content.json';
import sv from '../locales/sv/article-content.json';

// An article's own headings are in its language, whatever the interface's: both languages' texts
// travel with the article page (a few lines) and join the i18n store when it loads.
i18n.addResourceBundle('en', 'articleContent', en);
i18n.addResourceBundle('sv', 'articleContent', sv);
