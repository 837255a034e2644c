import { z } from 'zod';
import { articleLanguageSchema, readerLanguageQuerySchema } from './article-language.schema';
import { SUGGESTION_KINDS, SUGGESTION_LIMIT, SUGGESTION_MAX_LENGTH } from './suggestion.constants';

/** GET /articles/suggest (payload of CONTENT_MESSAGES.articlesSuggest): what the reader has typed so far, and the reader's language. */
export const articleSuggestQuerySchema = z
  .object({
    q: z.string({ invalid_type_error: 'invalidValue' }).trim().max(SUGGESTION_MAX_LENGTH, 'invalidValue').default(''),
  })
  .merge(readerLanguageQuerySchema);


/**
 * One published article whose title or names begin with what was typed: the name that matched
 * (the title when it did), the article it opens, and the language both are in.
 */
export const articleSuggestionSchema = z.object({
  name: z.string(),
  kind: z.enum(SUGGESTION_KINDS),
  slug: z.string(),
  title: z.string(),
  language: articleLanguageSchema,
});
export type ArticleSuggestion = z.infer<typeof articleSuggestionSchema>;

/** Answer of CONTENT_MESSAGES.articlesSuggest: the reader's language first, best match first within each. */
export const articleSuggestionsSchema = z.array(articleSuggestionSchema).max(SUGGESTION_LIMIT);
