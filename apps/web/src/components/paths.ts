/** Where an article is read (SPEC §2). */
export const articlePath = (slug: string) => `/article/${encodeURIComponent(slug)}`;

/** The published articles carrying a tag (SPEC §2). */
export const tagPath = (tag: string) => `/tag/${encodeURIComponent(tag)}`;

/** The public list filtered to one category. */
export const categoryPath = (slug: string) => `/articles?category=${encodeURIComponent(slug)}`;

/** Search results for a query (SPEC §2). */
export const searchPath = (query: string) => `/search?q=${encodeURIComponent(query)}`;
