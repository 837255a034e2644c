import { COMMON_ERRORS } from '@labmedicin/contracts';
import articles from './articles.json';
import common from './common.json';
import home from './home.json';
import offline from './offline.json';
import search from './search.json';

/**
 * The English text of every error code any page may meet: the contracts' catalogue, as the API
 * answers it. Those only the account and admin pages meet come with them (account-error-texts.ts).
 */
export const ERROR_MESSAGES = Object.fromEntries(Object.entries(COMMON_ERRORS).map(([code, { message }]) => [code, message]));

/**
 * The public pages' English texts: a chunk of their own, loaded only for an English page. The
 * error texts are the contracts' own map, so the English UI shows exactly the messages the API
 * gives (the validation texts come with the forms: locales/validation-texts.ts).
 */
export const texts = { common, home, articles, search, offline, errors: ERROR_MESSAGES };
