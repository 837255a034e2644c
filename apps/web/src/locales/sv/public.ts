import articles from './articles.json';
import common from './common.json';
import errors from './errors.json';
import home from './home.json';
import offline from './offline.json';
import search from './search.json';

/** The public pages' Swedish texts: a chunk of their own, loaded only for a Swedish page (the validation texts come with the forms). */
export const texts = { common, home, articles, search, offline, errors };
