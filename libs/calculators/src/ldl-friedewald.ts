import { required } from './calculate';
import { formulaLimit, HDL_CHOLESTEROL, TOTAL_CHOLESTEROL, TRIGLYCERIDES, withLimits } from './inputs';
import type { Calculator } from './types';

const FRIEDEWALD_REFERENCE =
  'Friedewald WT, Levy RI, Fredrickson DS. Estimation of the concentration of low-density lipoprotein cholesterol in plasma, without use of the preparative ultracentrifuge. Clin Chem 1972;18:499–502.';

/**
 * LDL cholesterol (mmol/L) = total cholesterol − HDL cholesterol − triglycerides / 2.2: Friedewald's
 * formula, published in mg/dL as triglycerides / 5, in the SI form clinical texts give it (e.g.
 * McMaster Textbook of Internal Medicine, empendium.com chapter B31.II.2.4: "TG/5 [mg/dL] or TG/2.2
 * [mmol/L]"); the exact conversion by molar masses, 88.57 / (5 × 38.67), is 1 / 2.18. Refused above
 * triglycerides 4.5 mmol/L (400 mg/dL), with that reason: the limit laboratories give for the formula
 * (labor-enders.de: "> 400 mg/dl (> 4,5 mmol/l)"). The paper's own wording of it could not be read here.
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
