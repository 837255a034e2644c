import { ERRORS, VALIDATION_MESSAGES } from '@labmedicin/contracts';
import about from './about.json';
import articles from './articles.json';
import auth from './auth.json';
import common from './common.json';
import home from './home.json';
import offline from './offline.json';
import profile from './profile.json';
import search from './search.json';
import tags from './tags.json';

/** The English text of every error code: the contracts' catalogue, as the API answers it. */
export const ERROR_MESSAGES = Object.fromEntries(Object.entries(ERRORS).map(([code, { message }]) => [code, message]));

/**
 * The public pages' English texts: a chunk of their own, loaded only for an English page. The
 * validation and error texts are the contracts' own maps, so the English UI shows exactly the
 * messages the API gives.
 */
export const texts = { common, home, about, auth, articles, search, tags, profile, offline, validation: VALIDATION_MESSAGES, errors: ERROR_MESSAGES };
