import i18n from '../i18n';
import sv from './sv/errors/accounts.json';

/**
 * The Swedish texts of the codes only sign-in, the account's own pages and the admin area meet
 * (two-factor, single sign-on, reset links, archives): with those chunks, not every public page's
 * first load. English needs none: its error texts are the contracts' own messages.
 */
i18n.addResourceBundle('sv', 'errors', sv, true, false);
