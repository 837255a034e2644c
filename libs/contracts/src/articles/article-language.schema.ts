import { z } from 'zod';
import { blankAsAbsent } from '../api';
import { LANGUAGES } from '../languages.constants';

export const articleLanguageSchema = z.enum(LANGUAGES, { errorMap: () => ({ message: 'invalidValue' }) });

/**
 * The reader's language on public reads (lists, search, tag pages, category counts): one entry per
 * translation group, in this language when the group has a version in it the caller may see, else
 * in the other. Left out, every version is listed.
 */
export const readerLanguageQuerySchema = z.object({ language: z.preprocess(blankAsAbsent, articleLanguageSchema.optional()) });
