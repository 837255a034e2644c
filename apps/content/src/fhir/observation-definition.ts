import { FHIR_SYSTEM, isStructured, rangeText, type ReferenceRange } from '@labmedicin/contracts';
import type { HandbookEntry } from './handbook-entry';
import { LABORATORY_CATEGORY, quantity, unitConcept, type CodeableConcept } from './fhir-terms';

const NORMAL_RANGE: CodeableConcept = {
  coding: [{ system: 'http://terminology.hl7.org/CodeSystem/referencerange-meaning', code: 'normal', display: 'Normal Range' }],
};

/**
 * The article's structured reference rows of this analysis: those whose parameter names it before
 * any comma ("P-Kalium, vuxna" is P-Kalium's; "S-Kalium, vuxna" is not).
 */
function rowsOf(entry: HandbookEntry): ReferenceRange[] {
  const designation = entry.analysis.designation.trim().toLowerCase();
  return (entry.article.referenceRanges ?? []).filter((row) => isStructured(row) && row.parameter.split(',')[0].trim().toLowerCase() === designation);
}

/** Ages in years as FHIR's Range of Age; the row's upper age is exclusive, Range's inclusive (a birthday's difference). */
function ageOf(row: ReferenceRange) {
  if (row.ageFrom === undefined && row.ageTo === undefined) return {};
  const years = (value: number) => ({ value, unit: 'a', system: FHIR_SYSTEM.ucum, code: 'a' });
  return { age: { ...(row.ageFrom !== undefined ? { low: years(row.ageFrom) } : {}), ...(row.ageTo !== undefined ? { high: years(row.ageTo) } : {}) } };
}

/**
 * A row as qualifiedIntervals: its reference interval and, beyond each critical limit, a critical one.
 * `condition` keeps the row's own words and range, which say what Range cannot (an exclusive limit).
 */
function intervalsOf(row: ReferenceRange, entry: HandbookEntry) {
  const at = (value: number) => quantity(value, row.unit);
  const common = { ...(row.sex ? { gender: row.sex } : {}), ...ageOf(row) };
  const reference = {
    category: 'reference' as const,
    range: { ...(row.lower !== undefined ? { low: at(row.lower) } : {}), ...(row.upper !== undefined ? { high: at(row.upper) } : {}) },
    context: NORMAL_RANGE,
    ...common,
    condition: `${row.parameter}: ${rangeText(row, entry.language)} ${row.unit}`,
  };
  const critical = [
    ...(row.criticalLow !== undefined ? [{ category: 'critical' as const, range: { high: at(row.criticalLow) }, ...common, condition: row.parameter }] : []),
    ...(row.criticalHigh !== undefined ? [{ category: 'critical' as const, range: { low: at(row.criticalHigh) }, ...common, condition: row.parameter }] : []),
  ];
  return [reference, ...critical];
}

/**
 * The units of results: the rows' unit, and with a conversion the conventional unit and FHIR's
 * factor from one to the other (SI × conversionFactor = customary: the inverse of ours, which
 * divides; 1 mg/dL creatinine = 88.4 µmol/L gives 1/88.4).
 */
function quantitativeDetailsOf(rows: readonly ReferenceRange[]) {
  const [first] = rows;
  if (!first) return {};
  const conversion = rows.find((row) => row.conversion)?.conversion;
  return {
    quantitativeDetails: {
      unit: unitConcept(first.unit),
      ...(conversion ? { customaryUnit: unitConcept(conversion.unit), conversionFactor: 1 / conversion.factor } : {}),
    },
  };
}

/** An analysis as FHIR R4's ObservationDefinition: its codes, units and intervals. */
export function observationDefinitionOf(entry: HandbookEntry) {
  const { analysis, language } = entry;
  const rows = rowsOf(entry);
  const coding = [
    ...analysis.npuCodes.map((code) => ({ system: FHIR_SYSTEM.npu, code })),
    ...analysis.loincCodes.map((code) => ({ system: FHIR_SYSTEM.loinc, code })),
  ];
  return {
    resourceType: 'ObservationDefinition' as const,
    id: entry.id,
    meta: { lastUpdated: entry.article.updatedAt },
    language,
    category: [LABORATORY_CATEGORY],
    code: { ...(coding.length > 0 ? { coding } : {}), text: analysis.designation },
    ...(rows.length > 0 ? { permittedDataType: ['Quantity'] } : {}),
    ...quantitativeDetailsOf(rows),
    ...(rows.length > 0 ? { qualifiedInterval: rows.flatMap((row) => intervalsOf(row, entry)) } : {}),
  };
}

/** Whether the analysis carries the code searched for (in that system, when one is named). */
export function hasCode(entry: HandbookEntry, token: { system?: string; code: string }): boolean {
  const npu = token.system === undefined || token.system === FHIR_SYSTEM.npu;
  const loinc = token.system === undefined || token.system === FHIR_SYSTEM.loinc;
  return (npu && entry.analysis.npuCodes.includes(token.code)) || (loinc && entry.analysis.loincCodes.includes(token.code));
}
