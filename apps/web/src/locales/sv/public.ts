import articles from './articles.json';
import common from './common.json';
import home from './home.json';
import offline from './offline.json';
import search from './search.json';

/** The public pages' Swedish texts: a chunk of their own, loaded only for a Swedish page (the error codes' texts load with the first failure, the validation texts with the forms). */
export const texts = { common, home, articles, search, offline };
