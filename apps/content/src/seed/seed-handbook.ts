import { analysisSchema, type Analysis, type ArticleLanguage } from '@labmedicin/contracts';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import type { SeedCorrection } from './seed-corrections';

/**
 * The lab handbook of the seed articles, kept apart from their prose: one file per Swedish seed
 * article (`handbook/<slug>.yaml`) with its analyses in both languages, and the other names readers
 * use for each analysis (`other-names.yaml`). Codes and numbers are written once; a text is written
 * as `{ sv: …, en: … }`; `sources` names where each value comes from and is not part of the article.
 */
export const SEED_HANDBOOK_DIR = join(__dirname, '../../seed/handbook');
export const SEED_OTHER_NAMES_FILE = join(__dirname, '../../seed/other-names.yaml');

const bilingual = z.object({ sv: z.string(), en: z.string() }).strict();
const handbookFileSchema = z.object({ analyses: z.array(z.record(z.unknown())).default([]) }).strict();
/** other-names.yaml: per article slug, per analysis designation, the names in each language. */
const otherNamesFileSchema = z.record(z.record(z.object({ sv: z.array(z.string()).default([]), en: z.array(z.string()).default([]) }).strict()));

/** A value of the handbook file in one language: every `{ sv, en }` pair becomes its text in `language`. */
function inLanguage(value: unknown, language: ArticleLanguage): unknown {
  if (Array.isArray(value)) return value.map((item) => inLanguage(item, language));
  if (typeof value !== 'object' || value === null) return value;
  const pair = bilingual.safeParse(value);
  if (pair.success) return pair.data[language];
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, inLanguage(item, language)]));
}

/**
 * Each file read and checked once per process, and each article's analyses in each language made
 * once: the seed, its translations and its corrections ask for every article in both languages at
 * each start, and checking the whole other-names file for each of them cost more than reading it.
 */
const readFiles = new Map<string, unknown>();
function readYaml(file: string): unknown {
  if (!readFiles.has(file)) readFiles.set(file, existsSync(file) ? parseYaml(readFileSync(file, 'utf8')) : undefined);
  return readFiles.get(file);
}
const otherNamesFiles = new Map<string, z.infer<typeof otherNamesFileSchema>>();
function otherNamesIn(file: string): z.infer<typeof otherNamesFileSchema> {
  if (!otherNamesFiles.has(file)) otherNamesFiles.set(file, otherNamesFileSchema.parse(readYaml(file) ?? {}));
  return otherNamesFiles.get(file)!;
}
const madeAnalyses = new Map<string, readonly Analysis[]>();

/** Thrown for handbook data that is not a valid analysis: names the file, the analysis and the field. */
class SeedHandbookError extends Error {}

/** The analyses of the seed article `slug` (the Swedish file's name) as its `language` version holds them. */
export function seedAnalyses(slug: string, language: ArticleLanguage, dir = SEED_HANDBOOK_DIR, otherNamesFile = SEED_OTHER_NAMES_FILE): Analysis[] {
  const file = join(dir, `${slug}.yaml`);
  const key = JSON.stringify([file, language, otherNamesFile]);
  if (!madeAnalyses.has(key)) madeAnalyses.set(key, analysesIn(file, slug, language, otherNamesFile));
  // A copy of the list: a caller may add to it; the analyses themselves are written to a store, never changed.
  return [...madeAnalyses.get(key)!];
}

function analysesIn(file: string, slug: string, language: ArticleLanguage, otherNamesFile: string): Analysis[] {
  const handbook = handbookFileSchema.parse(readYaml(file) ?? {});
  const otherNames = otherNamesIn(otherNamesFile)[slug] ?? {};
  return handbook.analyses.map(({ sources: _sources, ...fields }, index) => {
    const parsed = analysisSchema.safeParse(inLanguage(fields, language));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new SeedHandbookError(`${file}: analyses.${index}.${issue.path.join('.')}: ${issue.message}`);
    }
    return { ...parsed.data, otherNames: otherNames[parsed.data.designation]?.[language] ?? parsed.data.otherNames };
  });
}

/**
 * The handbook data as corrections (seed-corrections.ts): an installation seeded before articles had
 * analyses gets each seed article's, in both language versions, as their next revision, once. A
 * store this release seeded holds them already from revision 1, so there is nothing to make.
 */
export function handbookCorrections(dir = SEED_HANDBOOK_DIR, otherNamesFile = SEED_OTHER_NAMES_FILE): SeedCorrection[] {
  return readdirSync(dir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => file.replace(/\.yaml$/, ''))
    .map((slug) => ({
      id: `handbook-analyses-${slug}`,
      article: slug,
      changeDescription: 'Provtagning, provhantering, hållbarhet och NPU-/LOINC-koder tillagda enligt laboratoriehandböcker och kodlistor.',
      sources: [`seed/handbook/${slug}.yaml names the source of each value`],
      changes: [{ analyses: seedAnalyses(slug, 'sv', dir, otherNamesFile) }],
      translation: [{ analyses: seedAnalyses(slug, 'en', dir, otherNamesFile) }],
    }))
    .filter((correction) => correction.changes[0].analyses.length > 0);
}
