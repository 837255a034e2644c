import i18n from '../../../i18n';
import enSearchInsights from '../../../locales/en/search-insights.json';
import svSearchInsights from '../../../locales/sv/search-insights.json';

// The insights' texts travel in the admin chunk with the screen (and the navbar's link).
i18n.addResourceBundle('en', 'search-insights', enSearchInsights);
i18n.addResourceBundle('sv', 'search-insights', svSearchInsights);
