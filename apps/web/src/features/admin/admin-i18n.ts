import i18n from '../../i18n';
import '../../locales/account-error-texts';
import enAdmin from '../../locales/en/admin.json';
import svAdmin from '../../locales/sv/admin.json';

// The admin texts travel in the admin chunk and join the i18n store when it loads.
i18n.addResourceBundle('en', 'admin', enAdmin);
i18n.addResourceBundle('sv', 'admin', svAdmin);
