import i18n from '../../i18n';
import enOfflinePages from '../../locales/en/offline-pages.json';
import svOfflinePages from '../../locales/sv/offline-pages.json';

/**
 * The texts of the offline controls, notices and pages (saving, the saved articles, the offline page) travel
 * with their chunks, which only the browser renders, and join the i18n store when one loads: the
 * first load carries only the header's link ('offline').
 */
export const OFFLINE_PAGES_NAMESPACE = 'offline-pages';
i18n.addResourceBundle('en', OFFLINE_PAGES_NAMESPACE, enOfflinePages);
i18n.addResourceBundle('sv', OFFLINE_PAGES_NAMESPACE, svOfflinePages);
