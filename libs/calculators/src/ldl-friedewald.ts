import { required } from './calculate';
import { formulaLimit, HDL_CHOLESTEROL, TOTAL_CHOLESTEROL, TRIGLYCERIDES, withLimits } from './inputs';
import type { Calculator } from './types';

const FRIEDEWALD_REFERENCE =
  'Friedewald WT, Levy RI, Fredrickson DS. Estimation of the concentration of low-density lipoprotein cholesterol in plasma, without use of the preparative ultracentrifuge. Clin Chem 1972;18:499–502.';

/**
 * LDL cholesterol (mmol/L) = total cholesterol − HDL cholesterol − triglycerides / 2.2: the
 * Friedewald formula (in mg/dL, TG/5) with the triglycerides' divisor for mmol/L. The publication
 * excludes triglycerides above 400 mg/dL (4.5 mmol/L): refused there, with that reason.
 */
export const ldlFriedewald: Calculator = {
  id: 'ldl-friedewald',
  inputs: [TOTAL_CHOLESTEROL, HDL_CHOLESTEROL, withLimits(TRIGLYCERIDES, { max: formulaLimit(4.5, { reason: 'friedewaldTriglycerides' }) })],
  formula: ['LDL cholesterol = total cholesterol − HDL cholesterol − triglycerides / 2.2 mmol/L', 'Not valid for triglycerides above 4.5 mmol/L (400 mg/dL)'],
  references: [FRIEDEWALD_REFERENCE],
  compute: (values) => ({
    quantities: [
      {
        name: 'ldlCholesterol',
        value: required(values, 'totalCholesterol') - required(values, 'hdlCholesterol') - required(values, 'triglycerides') / 2.2,
        unit: 'mmol/L',
        decimals: 1,
      },
    ],
    notes: [],
  }),
};
