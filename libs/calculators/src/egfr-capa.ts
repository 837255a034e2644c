import { required } from './calculate';
import { AGE, CYSTATIN_C, formulaLimit, GFR_UNIT, withLimits } from './inputs';
import type { Calculator } from './types';

export const CAPA_REFERENCE =
  'Grubb A, Horio M, Hansson LO, et al. Generation of a new cystatin C-based estimating equation for glomerular filtration rate by use of 7 assays standardized to the international calibrator. Clin Chem 2014;60:974–986.';

/**
 * eGFR (mL/min/1.73 m²) by the CAPA equation, cystatin C in mg/L (assays standardized to the
 * international calibrator ERM-DA471/IFCC): 130 × cystatin C^−1.069 × age^−0.117 − 7. Made from
 * children and adults together. The youngest age of the publication's cohort was not found at the
 * source; the 1-year lower limit is Karolinska University Laboratory's practice ("Beräkning av eGFR
 * görs från 1 år", its Cystatin C-eGFR instructions), not a published limit of the equation, and it
 * keeps the age term (age^−0.117) away from its pole at 0.
 */
export function capaEgfr(cystatinCMgL: number, ageYears: number): number {
  return 130 * cystatinCMgL ** -1.069 * ageYears ** -0.117 - 7;
}

const CAPA_AGE = withLimits(AGE, { min: formulaLimit(1) });

export const egfrCapa: Calculator = {
  id: 'egfr-capa',
  inputs: [CYSTATIN_C, CAPA_AGE],
  formula: ['eGFR = 130 × cystatin C^−1.069 × Age^−0.117 − 7 mL/min/1.73 m²', 'Cystatin C in mg/L, standardised to ERM-DA471/IFCC', 'Age ≥ 1 year: children and adults'],
  references: [CAPA_REFERENCE],
  compute: (values) => ({
    quantities: [{ name: 'egfr', value: capaEgfr(required(values, 'cystatinC'), required(values, 'age')), unit: GFR_UNIT, decimals: 0 }],
    notes: [],
  }),
};
