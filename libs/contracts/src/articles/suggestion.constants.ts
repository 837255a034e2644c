/* What a search box's suggestions are, without zod: the public pages' first load reads these. */

/** How many suggestions a search box shows while the reader types. */
export const SUGGESTION_LIMIT = 8;
/** Fewer letters than this suggest nothing: one letter begins too much to help. */
export const SUGGESTION_MIN_LENGTH = 2;
/** The longest text suggestions are asked for (longer is not a name being typed). */
export const SUGGESTION_MAX_LENGTH = 100;

/** Which of an article's names a suggestion shows: its title, an analysis's designation (P-Kalium) or another name of it (blodsocker). */
export const SUGGESTION_KINDS = ['title', 'designation', 'otherName'] as const;
