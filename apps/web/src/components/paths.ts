/** Where an article is read. */
export const articlePath = (slug: string) => `/article/${encodeURIComponent(slug)}`;

/** The published articles carrying a tag. */
export const tagPath = (tag: string) => `/tag/${encodeURIComponent(tag)}`;

/** The public list filtered to one category. */
export const categoryPath = (slug: string) => `/articles?category=${encodeURIComponent(slug)}`;

/** The search results page, and the parameter that carries its query (the search forms send it so). */
export const SEARCH_PATH = '/search';
export const SEARCH_QUERY_PARAM = 'q';

/** Search results for a query. */
export const searchPath = (query: string) => `${SEARCH_PATH}?${SEARCH_QUERY_PARAM}=${encodeURIComponent(query)}`;

/** The page on how analyses are named (P-Kalium: the specimen, then what is measured). */
export const NAMING_PATH = '/naming';
