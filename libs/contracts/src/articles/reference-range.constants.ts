/**
 * Structured reference-interval rows, without zod: the article page formats, converts and matches
 * rows with these, and the schema (article.schema.ts) validates them and writes their range text.
 */

import { REFERENCE_SEXES, type ReferenceSex } from './article.constants';
import type { Language } from '../limits';

/**
 * An analyte's conversion to a conventional unit: conventional value = SI value ÷ `factor` (the
 * factor is what the conventional unit is worth in the row's unit: 1 mg/dL creatinine = 88.4 µmol/L).
 * `source` names where the factor is published.
 */
export interface UnitConversion {
  unit: string;
  factor: number;
  source: string;
}

/**
 * One row of an article's reference ranges table. `parameter`, `range`, `unit` and `notes` are the
 * text the table shows. A row with `lower` or `upper` is structured: its `range` is generated from
 * the numbers. Limits are inclusive unless marked exclusive (`<3` is `upper: 3, upperExclusive`);
 * a row covers ages from `ageFrom` (inclusive) up to `ageTo` (exclusive), in years, so "18–49 år"
 * is 18 to 50; an absent sex, age or limit is open.
 */
export interface ReferenceRange {
  parameter: string;
  range: string;
  unit: string;
  notes: string;
  sex?: ReferenceSex;
  ageFrom?: number;
  ageTo?: number;
  lower?: number;
  upper?: number;
  lowerExclusive?: boolean;
  upperExclusive?: boolean;
  /** Critical (alarm) limits, inclusive: a value at or beyond one is critical. */
  criticalLow?: number;
  criticalHigh?: number;
  conversion?: UnitConversion;
}

/** A range is written in the notation of a language: the article's, or the reader's. */
export type RangeNotation = Language;

const LOCALES: Record<RangeNotation, string> = { sv: 'sv-SE', en: 'en-GB' };
const TO: Record<RangeNotation, string> = { sv: 'till', en: 'to' };

/** Whether a row has numbers the page can use: a lower or an upper limit. */
export const isStructured = (row: ReferenceRange): boolean => row.lower !== undefined || row.upper !== undefined;

/** A number in the reader's notation (decimal comma in Swedish, point in English), as precise as stored. */
export function formatNumber(value: number, notation: RangeNotation, signed = false): string {
  return new Intl.NumberFormat(LOCALES[notation], {
    maximumFractionDigits: 6,
    useGrouping: false,
    signDisplay: signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/**
 * A structured row's range text from its numbers: "45–90", "<5", "≤15", "≥50", "−3 till +3" when the
 * interval starts below zero; `undefined` for a text-only row.
 */
export function formatRange(row: ReferenceRange, notation: RangeNotation): string | undefined {
  const { lower, upper, lowerExclusive, upperExclusive } = row;
  const at = (value: number, signed = false) => formatNumber(value, notation, signed);
  if (lower !== undefined && upper !== undefined) {
    if (lowerExclusive || upperExclusive) return `${lowerExclusive ? '>' : '≥'}${at(lower)} ${TO[notation]} ${upperExclusive ? '<' : '≤'}${at(upper)}`;
    return lower < 0 ? `${at(lower, true)} ${TO[notation]} ${at(upper, true)}` : `${at(lower)}–${at(upper)}`;
  }
  if (lower !== undefined) return `${lowerExclusive ? '>' : '≥'}${at(lower)}`;
  if (upper !== undefined) return `${upperExclusive ? '<' : '≤'}${at(upper)}`;
  return undefined;
}

/** The row's range text as a reader sees it: generated for a structured row, else as written. */
export const rangeText = (row: ReferenceRange, notation: RangeNotation): string => formatRange(row, notation) ?? row.range;

/** The row with every number in its conventional unit (the same row when it has no conversion). */
export function toConventional(row: ReferenceRange): ReferenceRange {
  const { conversion } = row;
  if (!conversion) return row;
  const convert = (value: number | undefined) => (value === undefined ? undefined : Number((value / conversion.factor).toPrecision(3)));
  return {
    ...row,
    unit: conversion.unit,
    lower: convert(row.lower),
    upper: convert(row.upper),
    criticalLow: convert(row.criticalLow),
    criticalHigh: convert(row.criticalHigh),
  };
}

/** The analyte a row is about: its parameter before the first comma ("P-Urea, män ≥50 år": "P-Urea"), with its unit. */
export const analyteOf = (row: ReferenceRange): string => `${row.parameter.split(',')[0].trim()} (${row.unit})`;

export interface BandIssue {
  kind: 'overlap' | 'gap';
  /** Index of the two rows in the table, in age order. */
  rows: [number, number];
  sex?: ReferenceSex;
}

/**
 * Age bands of one analyte and sex that overlap or leave a gap between them, for the editor: a
 * result of that sex and age would match two rows, or none. Rows without a sex count for both.
 */
export function bandIssues(rows: readonly ReferenceRange[]): BandIssue[] {
  const issues: BandIssue[] = [];
  const structured = rows.map((row, index) => ({ row, index })).filter(({ row }) => isStructured(row));
  const analytes = [...new Set(structured.map(({ row }) => analyteOf(row)))];
  for (const analyte of analytes) {
    const ofAnalyte = structured.filter(({ row }) => analyteOf(row) === analyte);
    const sexes: (ReferenceSex | undefined)[] = ofAnalyte.some(({ row }) => row.sex) ? [...REFERENCE_SEXES] : [undefined];
    for (const sex of sexes) {
      const bands = ofAnalyte
        .filter(({ row }) => !row.sex || row.sex === sex)
        .sort((a, b) => (a.row.ageFrom ?? -Infinity) - (b.row.ageFrom ?? -Infinity));
      for (let i = 1; i < bands.length; i++) {
        const end = bands[i - 1].row.ageTo ?? Infinity;
        const start = bands[i].row.ageFrom ?? -Infinity;
        const pair: [number, number] = [bands[i - 1].index, bands[i].index];
        if (start < end) issues.push({ kind: 'overlap', rows: pair, sex });
        else if (start > end) issues.push({ kind: 'gap', rows: pair, sex });
      }
    }
  }
  // A row without a sex overlapping itself for both sexes is one issue.
  return issues.filter((issue, i) => issues.findIndex((other) => other.kind === issue.kind && other.rows.join() === issue.rows.join()) === i);
}

export interface ResultQuery {
  value: number;
  sex: ReferenceSex;
  age: number;
}

/** The first structured row of `analyte` that applies to a person of this sex and age, or undefined. */
export function matchingRow(rows: readonly ReferenceRange[], analyte: string, sex: ReferenceSex, age: number): number | undefined {
  const index = rows.findIndex(
    (row) =>
      isStructured(row) &&
      analyteOf(row) === analyte &&
      (!row.sex || row.sex === sex) &&
      (row.ageFrom === undefined || age >= row.ageFrom) &&
      (row.ageTo === undefined || age < row.ageTo),
  );
  return index === -1 ? undefined : index;
}

/**
 * Whether results of an analyte may be below zero: only where one of its rows has a limit below
 * zero (base excess, −3 to +3 mmol/L). A concentration, a count or a rate is never negative.
 */
export function allowsNegative(rows: readonly ReferenceRange[], analyte: string): boolean {
  return rows.some((row) => analyteOf(row) === analyte && [row.lower, row.upper, row.criticalLow, row.criticalHigh].some((limit) => limit !== undefined && limit < 0));
}

export type ResultVerdict = 'criticalLow' | 'below' | 'within' | 'above' | 'criticalHigh';

/**
 * Where a value lies against a row (in the row's unit): at or beyond a critical limit, below, within
 * or above the interval. Critical limits are inclusive, as laboratories publish their alarm limits
 * (K ≤2,5 / ≥6,0): a value at the limit is critical.
 */
export function verdictOf(row: ReferenceRange, value: number): ResultVerdict {
  if (row.criticalLow !== undefined && value <= row.criticalLow) return 'criticalLow';
  if (row.criticalHigh !== undefined && value >= row.criticalHigh) return 'criticalHigh';
  if (row.lower !== undefined && (row.lowerExclusive ? value <= row.lower : value < row.lower)) return 'below';
  if (row.upper !== undefined && (row.upperExclusive ? value >= row.upper : value > row.upper)) return 'above';
  return 'within';
}
