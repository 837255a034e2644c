import type { Limit, NumberInput, SexInput, UnitOption } from './types';

/**
 * The inputs the calculators share, each with its SI unit, its conventional unit where one is in
 * common use, and the range a measurement can plausibly take. The plausible ranges are this tool's
 * guard against a typing slip (a value in the wrong unit), not published limits; a formula's own
 * limits (an adult equation's 18 years) are set by the calculator that has them.
 */

const plausible = (value: number): Limit => ({ value, kind: 'plausible', inclusive: true });
export const formulaLimit = (value: number, options: Pick<Limit, 'reason' | 'inUnits'> & { inclusive?: boolean } = {}): Limit => ({
  value,
  kind: 'formula',
  inclusive: options.inclusive ?? true,
  ...(options.reason ? { reason: options.reason } : {}),
  ...(options.inUnits ? { inUnits: options.inUnits } : {}),
});

const si = (unit: string): UnitOption => ({ unit, siPerUnit: 1 });

/**
 * Conventional units, by the molar masses that relate them to SI: creatinine 1 mg/dL = 88.4 µmol/L
 * (113.12 g/mol), cholesterol 1 mmol/L = 38.67 mg/dL (386.65 g/mol), triglycerides 1 mmol/L =
 * 88.57 mg/dL (as triolein, 885.7 g/mol), glucose 1 mg/dL = 0.0555 mmol/L (180.16 g/mol), urea
 * 1 mmol/L = 2.801 mg/dL of urea nitrogen (BUN, 2 × 14.007 g/mol), calcium 1 mmol/L = 4.008 mg/dL
 * (40.08 g/mol), albumin 1 g/dL = 10 g/L.
 */
export const UNITS = {
  creatinineMgDl: { unit: 'mg/dL', siPerUnit: 88.4 },
  cholesterolMgDl: { unit: 'mg/dL', siPerUnit: 1 / 38.67 },
  triglyceridesMgDl: { unit: 'mg/dL', siPerUnit: 1 / 88.57 },
  glucoseMgDl: { unit: 'mg/dL', siPerUnit: 0.0555 },
  ureaNitrogenMgDl: { unit: 'mg/dL BUN', siPerUnit: 1 / 2.801 },
  calciumMgDl: { unit: 'mg/dL', siPerUnit: 1 / 4.008 },
  albuminGDl: { unit: 'g/dL', siPerUnit: 10 },
} as const satisfies Record<string, UnitOption>;

function numberInput(name: NumberInput['name'], units: NumberInput['units'], min: number, max: number): NumberInput {
  return { kind: 'number', name, units, min: plausible(min), max: plausible(max) };
}

export const SEX: SexInput = { kind: 'sex', name: 'sex' };

/** Plasma/serum creatinine, enzymatic or IDMS-traceable. */
export const CREATININE = numberInput('creatinine', [si('µmol/L'), UNITS.creatinineMgDl], 10, 3000);
/** Plasma/serum cystatin C, standardized to the international calibrator (ERM-DA471/IFCC). */
// Up to 8 mg/L: above it, at the oldest ages, the CAPA equation's result would fall below 0.
export const CYSTATIN_C = numberInput('cystatinC', [si('mg/L')], 0.2, 8);
export const AGE = numberInput('age', [si('years')], 0, 120);
export const HEIGHT = numberInput('height', [si('cm')], 40, 250);
export const WEIGHT = numberInput('weight', [si('kg')], 2, 400);
export const SODIUM = numberInput('sodium', [si('mmol/L')], 90, 200);
export const POTASSIUM = numberInput('potassium', [si('mmol/L')], 1, 10);
export const CHLORIDE = numberInput('chloride', [si('mmol/L')], 50, 160);
export const BICARBONATE = numberInput('bicarbonate', [si('mmol/L')], 1, 60);
export const TOTAL_CHOLESTEROL = numberInput('totalCholesterol', [si('mmol/L'), UNITS.cholesterolMgDl], 0.5, 30);
export const HDL_CHOLESTEROL = numberInput('hdlCholesterol', [si('mmol/L'), UNITS.cholesterolMgDl], 0.1, 6);
export const TRIGLYCERIDES = numberInput('triglycerides', [si('mmol/L'), UNITS.triglyceridesMgDl], 0.1, 100);
export const GLUCOSE = numberInput('glucose', [si('mmol/L'), UNITS.glucoseMgDl], 0.5, 150);
export const UREA = numberInput('urea', [si('mmol/L'), UNITS.ureaNitrogenMgDl], 0.5, 150);
export const MEASURED_OSMOLALITY = numberInput('measuredOsmolality', [si('mOsm/kg')], 150, 500);
export const CALCIUM = numberInput('calcium', [si('mmol/L'), UNITS.calciumMgDl], 0.5, 6);
export const ALBUMIN = numberInput('albumin', [si('g/L'), UNITS.albuminGDl], 5, 70);
export const RELATIVE_GFR = numberInput('relativeGfr', [si('mL/min/1.73 m²')], 1, 250);
export const ABSOLUTE_GFR = numberInput('absoluteGfr', [si('mL/min')], 1, 400);

/** An input with a formula's own lower and/or upper limit in place of the plausible one. */
export function withLimits(input: NumberInput, limits: { min?: NumberInput['min']; max?: NumberInput['max'] }): NumberInput {
  return { ...input, ...limits };
}

export function optional(input: NumberInput): NumberInput {
  return { ...input, optional: true };
}

export const GFR_UNIT = 'mL/min/1.73 m²';
