import type { Refusal } from '@labmedicin/calculators';
import type { TFunction } from 'i18next';

/** A unit as the reader's language writes it: years as a word, the decimal of 1.73 m² by the language. */
export function unitText(unit: string, t: TFunction<'calculators'>, language: string): string {
  if (unit === 'years') return t('units.years');
  return language === 'sv' ? unit.replace('1.73', '1,73') : unit;
}

/** A number in the reader's notation (decimal comma in Swedish). */
export function formatNumber(value: number, language: string, decimals: { min?: number; max: number }): string {
  return new Intl.NumberFormat(language === 'sv' ? 'sv-SE' : 'en-GB', { minimumFractionDigits: decimals.min ?? 0, maximumFractionDigits: decimals.max }).format(value);
}

/** A typed number, with a decimal comma or point; NaN when it is not one. */
export function parseDecimal(text: string): number {
  const normalized = text.trim().replace(/\s/g, '').replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized) ? Number(normalized) : Number.NaN;
}

/** Why a value is refused, naming the input and the limit it passed. */
export function refusalText(refusal: Refusal, t: TFunction<'calculators'>, language: string): string {
  const label = t(`inputs.${refusal.input}`);
  if (refusal.problem === 'missing' || refusal.problem === 'notNumber' || refusal.problem === 'negative') return t(`refusal.${refusal.problem}`, { label });
  const unit = unitText(refusal.unit ?? '', t, language);
  if (refusal.problem === 'unit') return t('refusal.unit', { label, unit });
  const limit = formatNumber(refusal.limitInUnit ?? Number.NaN, language, { max: 2 });
  if (refusal.limit?.reason) return t(`refusal.${refusal.limit.reason}`, { label, limit, unit });
  const side = refusal.problem === 'below' ? 'below' : 'above';
  const kind = refusal.limit?.kind === 'formula' ? 'Formula' : 'Plausible';
  return t(`refusal.${side}${kind}`, { label, limit, unit });
}
