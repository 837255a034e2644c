import { required } from './calculate';
import { formulaLimit, HDL_CHOLESTEROL, TOTAL_CHOLESTEROL, TRIGLYCERIDES, UNITS, withLimits } from './inputs';
import type { Calculator } from './types';

const FRIEDEWALD_REFERENCE =
  'Friedewald WT, Levy RI, Fredrickson DS. Estimation of the concentration of low-density lipoprotein cholesterol in plasma, without use of the preparative ultracentrifuge. Clin Chem 1972;18:499–502.';

/**
 * LDL cholesterol (mmol/L) = total cholesterol − HDL cholesterol − triglycerides / 2.2: Friedewald's
 * formula, published in mg/dL as triglycerides / 5, in the SI form clinical texts give it (e.g.
 * McMaster Textbook of Internal Medicine, empendium.com chapter B31.II.2.4: "TG/5 [mg/dL] or TG/2.2
 * [mmol/L]"); the exact conversion by molar masses, 88.57 / (5 × 38.67), is 1 / 2.18.
 *
 * Not computed above triglycerides 400 mg/dL, 4.52 mmol/L, with that reason: the limit as stated for
 * the formula in Sniderman AD, Blank D, Zakarian R, Bergeron J, Frohlich J, "Triglycerides and small
 * dense LDL: the twin Achilles heels of the Friedewald formula", Clin Biochem 2003 (its opening: "LDL-C
 * cannot be calculated if plasma triglyceride is 4.52 mmol/L (400 mg/dL)"), 400 mg/dL also in the laboratories'
 * texts (labor-enders.de: "> 400 mg/dl"). 400 mg/dL itself is accepted, in either unit: typed in
 * mg/dL it is held to 400, in mmol/L to 4.52 (400 / 88.57 = 4.516, rounded as published); the
 * 4.5 mmol/L some laboratories write would refuse 400 mg/dL. The 1972 paper's own wording could not
 * be read here.
 *
 * An estimate at or below zero (total cholesterol 3.0, HDL 1.5, triglycerides 4.0 mmol/L give −0.3)
 * is no LDL cholesterol: the reader is told that the estimate does not apply, and given no number.
 */
const TRIGLYCERIDES_MAX = formulaLimit(4.52, { reason: 'friedewaldTriglycerides', inUnits: { [UNITS.triglyceridesMgDl.unit]: 400 } });

export const ldlFriedewald: Calculator = {
  id: 'ldl-friedewald',
  inputs: [TOTAL_CHOLESTEROL, HDL_CHOLESTEROL, withLimits(TRIGLYCERIDES, { max: TRIGLYCERIDES_MAX })],
  formula: ['LDL cholesterol = total cholesterol − HDL cholesterol − triglycerides / 2.2 mmol/L', 'Not valid for triglycerides above 4.52 mmol/L (400 mg/dL)'],
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
  notApplicable: 'friedewaldNotPositive',
};
