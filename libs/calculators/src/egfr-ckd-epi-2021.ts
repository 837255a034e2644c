import { required, requiredSex } from './calculate';
import { ADULT_AGE } from './egfr-lmrev';
import { CREATININE, GFR_UNIT, SEX, UNITS } from './inputs';
import type { Calculator, Sex } from './types';

const CKD_EPI_2021_REFERENCE =
  'Inker LA, Eneanya ND, Coresh J, et al. New creatinine- and cystatin C-based equations to estimate GFR without race. N Engl J Med 2021;385:1737–1749.';

/**
 * eGFR (mL/min/1.73 m²) by the CKD-EPI 2021 creatinine equation, without race, creatinine in
 * mg/dL: 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^age × 1.012 (female), with
 * κ = 0.7 and α = −0.241 for women, κ = 0.9 and α = −0.302 for men. Adults: refused below 18 years.
 */
function ckdEpi2021Egfr(creatinineMgDl: number, ageYears: number, sex: Sex): number {
  const kappa = sex === 'female' ? 0.7 : 0.9;
  const alpha = sex === 'female' ? -0.241 : -0.302;
  const ratio = creatinineMgDl / kappa;
  return 142 * Math.min(ratio, 1) ** alpha * Math.max(ratio, 1) ** -1.2 * 0.9938 ** ageYears * (sex === 'female' ? 1.012 : 1);
}

export const egfrCkdEpi2021: Calculator = {
  id: 'egfr-ckd-epi-2021',
  inputs: [CREATININE, ADULT_AGE, SEX],
  formula: [
    'eGFR = 142 × min(Scr/κ, 1)^α × max(Scr/κ, 1)^−1.200 × 0.9938^Age × 1.012 [if female] mL/min/1.73 m²',
    'Scr: creatinine in mg/dL (µmol/L ÷ 88.4)',
    'Female: κ = 0.7, α = −0.241; male: κ = 0.9, α = −0.302',
    'Age ≥ 18 years',
  ],
  references: [CKD_EPI_2021_REFERENCE],
  compute: (values) => ({
    quantities: [
      {
        name: 'egfr',
        value: ckdEpi2021Egfr(required(values, 'creatinine') / UNITS.creatinineMgDl.siPerUnit, required(values, 'age'), requiredSex(values)),
        unit: GFR_UNIT,
        decimals: 0,
      },
    ],
    notes: [],
  }),
};
