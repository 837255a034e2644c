import { LIMITS, analysesSchema, referenceRangeSchema, type Analysis, type ReferenceRange } from '@labmedicin/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

/** Where the corrections of the seed articles are kept as data (the same from src/ and dist/). */
export const SEED_CORRECTIONS_FILE = join(__dirname, '../../seed/corrections.yaml');

/** The text fields a correction may change: the article's words, not its category or tags. */
const TEXT_FIELDS = ['title', 'summary', 'content', 'clinicalSignificance', 'interpretation'] as const;
type TextField = (typeof TEXT_FIELDS)[number];

const text = z.string().trim().min(1);
/** Values of a reference row as a seed file writes them: the row's own fields (under its refinement and formatting). */
const rowValues = referenceRangeSchema.innerType().innerType().partial().strict();

/** A whole reference row as a seed file writes it. */
const row = referenceRangeSchema.innerType().innerType().strict();

/**
 * One change of a correction: a passage of a text field replaced (it must occur there exactly
 * once), a reference replaced or added (one not there yet), values of the reference row named by
 * its parameter replaced, rows added before the named row (rows whose parameters are not there yet),
 * or the analyses of an article that has none (one saved before articles had analyses).
 */
const changeSchema = z.union([
  z.object({ field: z.enum(TEXT_FIELDS), from: text, to: text }).strict(),
  z.object({ field: z.literal('references'), from: text, to: text }).strict(),
  z.object({ field: z.literal('references'), add: text }).strict(),
  z.object({ referenceRange: text, from: rowValues, to: rowValues }).strict(),
  z.object({ addReferenceRanges: z.array(row).min(1), before: text }).strict(),
  z.object({ analyses: analysesSchema }).strict(),
]);
type Change = z.infer<typeof changeSchema>;

const correctionSchema = z
  .object({
    /** Stable: an installation applies each id once. */
    id: z.string().regex(/^[a-z0-9-]+$/),
    /** The seed file of the Swedish original, without .md (its slug). */
    article: z.string().regex(/^[a-z0-9-]+$/),
    changeDescription: text.max(LIMITS.changeDescriptionMax),
    /** Where the corrected values are published, with what they say. */
    sources: z.array(text).min(1),
    changes: z.array(changeSchema).min(1),
    /**
     * The same correction in the article's English translation, in its words: made with the
     * original's where the translation still holds what it corrects. The English seed files hold
     * it already, so a translation the seed writes after the correction needs none.
     */
    translation: z.array(changeSchema).min(1).optional(),
  })
  .strict();
export type SeedCorrection = z.infer<typeof correctionSchema>;

/** What a correction reads and writes of an article: the seed file's fields or a stored article's alike. */
export type CorrectableFields = Record<TextField, string> & { references: string[]; referenceRanges: ReferenceRange[]; analyses?: Analysis[] };

/** The corrections, in the order they are applied. */
export function loadSeedCorrections(file = SEED_CORRECTIONS_FILE): SeedCorrection[] {
  const parsed = z.array(correctionSchema).safeParse(parseYaml(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue.path.join('.')}: ${issue.message}`);
  }
  const ids = parsed.data.map((correction) => correction.id);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  if (twice) throw new Error(`${file}: the id ${twice} is used twice`);
  return parsed.data;
}

/**
 * The article's fields with the correction made (its English `translation` changes with
 * `inTranslation`), or why it cannot be made: a passage, reference or row value it corrects is no
 * longer there as the seed wrote it (an editor changed it since), or what it adds is there already.
 */
export function corrected<T extends CorrectableFields>(article: T, correction: SeedCorrection, inTranslation = false): { fields: T } | { missing: string } {
  let fields: T = { ...article };
  for (const change of (inTranslation ? correction.translation : correction.changes) ?? []) {
    const result = changed(fields, change);
    if ('missing' in result) return result;
    fields = result.fields;
  }
  return { fields };
}

function changed<T extends CorrectableFields>(fields: T, change: Change): { fields: T } | { missing: string } {
  if ('analyses' in change) {
    // Held already (the seed of this release wrote them): nothing to change.
    if (sameValue(fields.analyses, change.analyses)) return { fields };
    if ((fields.analyses ?? []).length > 0) return { missing: 'empty analyses (it has others)' };
    return { fields: { ...fields, analyses: change.analyses } };
  }
  const rows = fields.referenceRanges;
  if ('addReferenceRanges' in change) {
    const at = rows.findIndex((r) => r.parameter === change.before);
    if (at < 0) return { missing: `reference range "${change.before}"` };
    const there = change.addReferenceRanges.find((added) => rows.some((r) => r.parameter === added.parameter));
    if (there) return { missing: `reference range "${there.parameter}" absent (it is there already)` };
    return { fields: { ...fields, referenceRanges: [...rows.slice(0, at), ...change.addReferenceRanges, ...rows.slice(at)] } };
  }
  if ('referenceRange' in change) {
    const at = rows.findIndex((r) => r.parameter === change.referenceRange);
    const holds = at >= 0 && Object.entries(change.from).every(([key, value]) => JSON.stringify(rows[at][key as keyof ReferenceRange]) === JSON.stringify(value));
    if (!holds) return { missing: `reference range "${change.referenceRange}" with ${JSON.stringify(change.from)}` };
    return { fields: { ...fields, referenceRanges: rows.map((r, i) => (i === at ? { ...r, ...change.to } : r)) } };
  }
  if (change.field === 'references') {
    if ('add' in change) {
      if (fields.references.includes(change.add)) return { missing: `reference "${change.add}" absent (it is there already)` };
      return { fields: { ...fields, references: [...fields.references, change.add] } };
    }
    const at = fields.references.indexOf(change.from);
    if (at < 0) return { missing: `reference "${change.from}"` };
    return { fields: { ...fields, references: fields.references.map((r, i) => (i === at ? change.to : r)) } };
  }
  const current = fields[change.field];
  if (current.split(change.from).length !== 2) return { missing: `${change.field}: "${change.from}"` };
  return { fields: { ...fields, [change.field]: current.replace(change.from, () => change.to) } };
}

/** Whether two values are the same data, whatever the order of their keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.keys(value).sort().map((key) => [key, canonical((value as Record<string, unknown>)[key])]));
}
