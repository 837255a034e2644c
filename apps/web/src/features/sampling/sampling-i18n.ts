import i18n from '../../i18n';
import en from '../../locales/en/sampling.json';
import sv from '../../locales/sv/sampling.json';

// The sampling section's texts and the names of specimens, tubes and rejection reasons travel with
// the parts that show them (the section, the list's specimen filter), none of the first load, and
// join the i18n store when one loads.
i18n.addResourceBundle('en', 'sampling', en);
i18n.addResourceBundle('sv', 'sampling', sv);
