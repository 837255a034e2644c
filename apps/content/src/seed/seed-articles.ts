import { articleInputSchema, referenceRangeSchema } from '@labmedicin/contracts';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { seedAnalyses } from './seed-handbook';

/** Where the seed articles are kept as data: apps/content/seed/articles (the same from src/ and dist/). */
export const SEED_ARTICLES_DIR = join(__dirname, '../../seed/articles');
/** Where their English translations are kept, one file per original. */
export const SEED_TRANSLATIONS_DIR = join(SEED_ARTICLES_DIR, 'en');

/**
 * A seed file's reference rows as first published: each row valid on its own. The ages every
 * structured row must now state, and bands that neither overlap nor leave gaps, came later as
 * corrections (corrections.yaml), which the seed makes as the next revisions.
 */
const firstPublishedRows = z.array(referenceRangeSchema).default([]);

/** The article of a seed file as the seed saves it as revision 1, with its rows as first published. */
export const seedInputSchema = articleInputSchema.extend({ referenceRanges: firstPublishedRows });

/**
 * A seed article as its file states it: an editor's article with its category named, not
 * referenced by id, and every field present.
 */
const seedArticleSchema = seedInputSchema
  .omit({ category: true, status: true, changeDescription: true, images: true, language: true, translationOf: true })
  .extend({ category: z.string({ required_error: 'categoryRequired' }).trim().min(1, 'categoryRequired') })
  .strict();
export type SeedArticle = z.infer<typeof seedArticleSchema>;

/**
 * An English seed article: a seed article that names its Swedish original by that file's name
 * (which is the original's slug). Its category is the original's, named in Swedish.
 */
const seedTranslationSchema = seedArticleSchema.extend({
  language: z.literal('en', { errorMap: () => ({ message: 'languageMustBeEn' }) }),
  translationOf: z.string({ required_error: 'translationOfRequired' }).regex(/^[a-z0-9-]+$/, 'translationOfInvalid'),
});
export type SeedTranslation = z.infer<typeof seedTranslationSchema>;

const HTML_SECTIONS = ['content', 'clinicalSignificance', 'interpretation'] as const;
const FRONT_MATTER = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/;

/** Thrown for a seed file that holds no valid article: names the file and the field. */
class SeedFileError extends Error {}

/** The article of one seed file: YAML front matter, then `# content`, `# clinicalSignificance`, `# interpretation`. */
export function parseSeedArticle(file: string, text: string): SeedArticle {
  return parseSeedFile(file, text, seedArticleSchema);
}

/** The English article of one file of SEED_TRANSLATIONS_DIR: the same format, plus `language: en` and `translationOf`. */
export function parseSeedTranslation(file: string, text: string): SeedTranslation {
  return parseSeedFile(file, text, seedTranslationSchema);
}

function parseSeedFile<S extends z.ZodTypeAny>(file: string, text: string, schema: S): z.infer<S> {
  const match = FRONT_MATTER.exec(text.replace(/\r\n/g, '\n'));
  if (!match) throw new SeedFileError(`${file}: no YAML front matter between --- lines`);
  let front: unknown;
  try {
    front = parseYaml(match[1]);
  } catch (error) {
    throw new SeedFileError(`${file}: front matter is not valid YAML: ${error instanceof Error ? error.message : String(error)}`);
  }
  const sections: Record<string, string> = {};
  let current: string | null = null;
  for (const line of match[2].split('\n')) {
    const heading = /^# (\w+)\s*$/.exec(line);
    if (heading && (HTML_SECTIONS as readonly string[]).includes(heading[1])) {
      current = heading[1];
      sections[current] = '';
    } else if (current) {
      sections[current] += `${line}\n`;
    }
  }
  const html = Object.fromEntries(Object.entries(sections).map(([name, body]) => [name, body.trim()]));
  const parsed = schema.safeParse({ ...(typeof front === 'object' ? front : {}), ...html });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new SeedFileError(`${file}: ${issue.path.join('.') || 'article'}: ${issue.message}`);
  }
  return parsed.data;
}

/**
 * The articles of each seed folder, read and checked once per process: the seed and its
 * translations both need the Swedish ones at a start, and reading them is most of the seed's cost
 * before it writes. A folder that holds an invalid file is read again (and refused again) each time.
 */
const loadedFolders = new Map<string, readonly object[]>();
function loadedOnce<T extends object>(dir: string, load: () => T[]): T[] {
  if (!loadedFolders.has(dir)) loadedFolders.set(dir, load());
  // Copies: a caller may change what it is given; the next one gets the files' articles.
  return (loadedFolders.get(dir) as T[]).map((article) => ({ ...article }));
}

/** Every seed article, in file-name order, with its analyses from the handbook data (seed-handbook.ts). */
export function loadSeedArticles(dir = SEED_ARTICLES_DIR): SeedArticle[] {
  return loadedOnce(dir, () =>
    seedFilesOf(dir).map((name) => ({
      ...parseSeedArticle(name, readFileSync(join(dir, name), 'utf8')),
      analyses: seedAnalyses(name.replace(/\.md$/, ''), 'sv'),
    })),
  );
}

/** Every English seed article, in file-name order; none while the folder is absent. */
export function loadSeedTranslations(dir = SEED_TRANSLATIONS_DIR): SeedTranslation[] {
  if (!existsSync(dir)) return [];
  return loadedOnce(dir, () =>
    seedFilesOf(dir).map((name) => {
      const translation = parseSeedTranslation(`en/${name}`, readFileSync(join(dir, name), 'utf8'));
      return { ...translation, analyses: seedAnalyses(translation.translationOf, 'en') };
    }),
  );
}

/** The article files of a seed folder: its Markdown files other than the README. */
export function seedFilesOf(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort();
}
