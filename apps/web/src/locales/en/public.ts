import articles from './articles.json';
import common from './common.json';
import home from './home.json';
import offline from './offline.json';
import search from './search.json';

/**
 * The public pages' English texts: a chunk of their own, loaded only for an English page (the
 * error codes' texts load with the first failure: i18n.ts's loadErrorTexts; the validation texts
 * with the forms: locales/validation-texts.ts).
 */
export const texts = { common, home, articles, search, offline };
