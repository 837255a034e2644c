import i18n from '../i18n';
import en from '../locales/en/reference-tools.json';
import sv from '../locales/sv/reference-tools.json';

// The texts of the reference table's extras, the units switch and the result check travel in
// their chunks, which only articles with reference ranges and the admin area load, and join the
// i18n store when one loads.
i18n.addResourceBundle('en', 'referenceTools', en);
i18n.addResourceBundle('sv', 'referenceTools', sv);
