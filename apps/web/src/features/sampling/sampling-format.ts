import type { DurationUnit, Language } from '@labmedicin/contracts';

/** UCUM's duration units as Intl names them, so a duration reads "4 timmar" or "4 hours". */
const INTL_UNITS: Record<DurationUnit, string> = { min: 'minute', h: 'hour', d: 'day', wk: 'week', mo: 'month' };

/** A duration in words of the language: 7 d → "7 dagar" / "7 days". */
export function formatDuration(value: number, unit: DurationUnit, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: INTL_UNITS[unit], unitDisplay: 'long', maximumFractionDigits: 1 }).format(value);
}

/** Minutes as the handbook says them: whole hours in hours (120 → "2 timmar"), else minutes. */
export function formatMinutes(minutes: number, language: Language): string {
  return minutes >= 60 && minutes % 60 === 0 ? formatDuration(minutes / 60, 'h', language) : formatDuration(minutes, 'min', language);
}

/** Millilitres with the language's decimal sign: "0,5 ml" / "0.5 mL". */
export function formatMillilitres(value: number, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: 'milliliter', unitDisplay: 'short', maximumFractionDigits: 2 }).format(value);
}
