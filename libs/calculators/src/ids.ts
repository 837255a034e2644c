/**
 * The calculators by id: what an article's `<div data-calculator="…">` may name, what the pages
 * under /calculators/{id} and the sitemap list. Without the formulas, so that the sanitizers and
 * the sitemap load nothing else.
 */
export const CALCULATOR_IDS = [
  'egfr-lmrev',
  'egfr-ckd-epi-2021',
  'egfr-capa',
  'egfr-mean',
  'gfr-absolute',
  'gfr-relative',
  'anion-gap',
  'ldl-friedewald',
  'osmolal-gap',
  'calcium-albumin-corrected',
] as const;

export type CalculatorId = (typeof CALCULATOR_IDS)[number];

export function isCalculatorId(value: unknown): value is CalculatorId {
  return typeof value === 'string' && (CALCULATOR_IDS as readonly string[]).includes(value);
}

/** The attribute that marks a calculator's place in article HTML. */
export const CALCULATOR_ATTRIBUTE = 'data-calculator';

