/** Where an article is read. */
export const articlePath = (slug: string) => `/article/${encodeURIComponent(slug)}`;

/** The published articles carrying a tag. */
export const tagPath = (tag: string) => `/tag/${encodeURIComponent(tag)}`;

/** The public list filtered to one category. */
export const categoryPath = (slug: string) => `/articles?category=${encodeURIComponent(slug)}`;

/** Search results for a query. */
export const searchPath = (query: string) => `/search?q=${encodeURIComponent(query)}`;
