/** What a seeded article's first revision says of itself. */
export const SEED_CHANGE = { code: 'seeded' } as const;
