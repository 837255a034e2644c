import i18n from '../../i18n';
import en from '../../locales/en/article-list.json';
import sv from '../../locales/sv/article-list.json';

// The articles list's texts travel with its chunk, not with the texts every page (an article) loads;
// the server has them among every text: locales/resources.ts.
i18n.addResourceBundle('en', 'articleList', en, true, false);
i18n.addResourceBundle('sv', 'articleList', sv, true, false);
