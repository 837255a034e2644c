import { ACCOUNT_ERRORS } from '@labmedicin/contracts';
import i18n from '../i18n';
import sv from './sv/errors/accounts.json';

/**
 * The Swedish texts of the codes only sign-in, the account's own pages and the admin area meet
 * (two-factor, single sign-on, reset links, archives), and their English texts (the contracts' own
 * messages): with those chunks, not every public page's first load.
 */
i18n.addResourceBundle('sv', 'errors', sv, true, false);
i18n.addResourceBundle('en', 'errors', Object.fromEntries(Object.entries(ACCOUNT_ERRORS).map(([code, { message }]) => [code, message])), true, false);
