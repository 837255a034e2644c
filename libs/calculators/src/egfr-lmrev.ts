import { required, requiredSex } from './calculate';
import { AGE, CREATININE, formulaLimit, GFR_UNIT, SEX, withLimits } from './inputs';
import type { Calculator, Sex } from './types';

export const LMREV_REFERENCE =
  'Björk J, Grubb A, Sterner G, Nyman U. Revised equations for estimating glomerular filtration rate based on the Lund-Malmö Study cohort. Scand J Clin Lab Invest 2011;71:232–239.';

/**
 * eGFR (mL/min/1.73 m²) by the revised Lund–Malmö equation, creatinine in µmol/L, age in years:
 * e^(X − 0.0158 × age + 0.438 × ln(age)), where X is
 *   female, creatinine < 150: 2.50 + 0.0121 × (150 − creatinine)
 *   female, creatinine ≥ 150: 2.50 − 0.926 × ln(creatinine / 150)
 *   male,   creatinine < 180: 2.56 + 0.00968 × (180 − creatinine)
 *   male,   creatinine ≥ 180: 2.56 − 0.926 × ln(creatinine / 180)
 * The equation was made and validated for adults: refused below 18 years.
 */
export function lmrevEgfr(creatinineUmolL: number, ageYears: number, sex: Sex): number {
  const x =
    sex === 'female'
      ? creatinineUmolL < 150
        ? 2.5 + 0.0121 * (150 - creatinineUmolL)
        : 2.5 - 0.926 * Math.log(creatinineUmolL / 150)
      : creatinineUmolL < 180
        ? 2.56 + 0.00968 * (180 - creatinineUmolL)
        : 2.56 - 0.926 * Math.log(creatinineUmolL / 180);
  return Math.exp(x - 0.0158 * ageYears + 0.438 * Math.log(ageYears));
}

export const ADULT_AGE = withLimits(AGE, { min: formulaLimit(18) });

export const egfrLmrev: Calculator = {
  id: 'egfr-lmrev',
  inputs: [CREATININE, ADULT_AGE, SEX],
  formula: [
    'eGFR = e^(X − 0.0158 × Age + 0.438 × ln(Age)) mL/min/1.73 m²',
    'Female, creatinine < 150 µmol/L: X = 2.50 + 0.0121 × (150 − creatinine)',
    'Female, creatinine ≥ 150 µmol/L: X = 2.50 − 0.926 × ln(creatinine/150)',
    'Male, creatinine < 180 µmol/L: X = 2.56 + 0.00968 × (180 − creatinine)',
    'Male, creatinine ≥ 180 µmol/L: X = 2.56 − 0.926 × ln(creatinine/180)',
    'Age ≥ 18 years',
  ],
  references: [LMREV_REFERENCE],
  compute: (values) => ({
    quantities: [{ name: 'egfr', value: lmrevEgfr(required(values, 'creatinine'), required(values, 'age'), requiredSex(values)), unit: GFR_UNIT, decimals: 0 }],
    notes: [],
  }),
};
