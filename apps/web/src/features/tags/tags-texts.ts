import i18n from '../../i18n';
import en from '../../locales/en/tags.json';
import sv from '../../locales/sv/tags.json';

// The tag pages' texts travel with their chunks, not with the texts every page loads (the server
// has them among every text: locales/resources.ts).
i18n.addResourceBundle('en', 'tags', en, true, false);
i18n.addResourceBundle('sv', 'tags', sv, true, false);
