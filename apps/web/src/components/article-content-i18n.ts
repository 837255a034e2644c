import i18n from '../i18n';
import en from '../locales/en/article-content.json';
import sv from '../locales/sv/article-content.json';

// An article's own headings and specimen names are in its language, whatever the interface's: both
// languages' texts travel with the parts that show them (the sections, the reference table, the
// marked title and text), none of the first load, and join the i18n store when one loads.
i18n.addResourceBundle('en', 'articleContent', en, true, false);
i18n.addResourceBundle('sv', 'articleContent', sv, true, false);
