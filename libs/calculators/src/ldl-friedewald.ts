import { required } from './calculate';
import { formulaLimit, HDL_CHOLESTEROL, TOTAL_CHOLESTEROL, TRIGLYCERIDES, UNITS, withLimits } from './inputs';
import type { Calculator } from './types';

export const FRIEDEWALD_REFERENCE =
  'Friedewald WT, Levy RI, Fredrickson DS. Estimation of the concentration of low-density lipoprotein cholesterol in plasma, without use of the preparative ultracentrifuge. Clin Chem 1972;18:499–502.';

/**
 * LDL cholesterol by Friedewald's formula as published, in mg/dL: total cholesterol − HDL
 * cholesterol − triglycerides / 5. It is applied in those units and the answer converted back by
 * the molar masses the inputs' units use (cholesterol 38.67, triglycerides 88.57 mg/dL per mmol/L),
 * so that in SI units the triglycerides' term is triglycerides × 88.57 / (5 × 38.67), triglycerides
 * / 2.18: the "/ 2.2" and "× 0.45" laboratories use are roundings of it. Refused above
 * triglycerides 400 mg/dL (4.52 mmol/L), with that reason: the limit laboratories give for the
 * formula (labor-enders.de: "> 400 mg/dl (> 4,5 mmol/l)"; Karolinska refuses above 4.0 mmol/L). The
 * paper's own wording of it could not be read here.
 */
function friedewaldLdl(totalMmolL: number, hdlMmolL: number, triglyceridesMmolL: number): number {
  const cholesterol = UNITS.cholesterolMgDl.siPerUnit;
  const ldlMgDl = totalMmolL / cholesterol - hdlMmolL / cholesterol - triglyceridesMmolL / UNITS.triglyceridesMgDl.siPerUnit / 5;
  return ldlMgDl * cholesterol;
}

const FRIEDEWALD_TRIGLYCERIDES_MG_DL = 400;

export const ldlFriedewald: Calculator = {
  id: 'ldl-friedewald',
  inputs: [
    TOTAL_CHOLESTEROL,
    HDL_CHOLESTEROL,
    withLimits(TRIGLYCERIDES, {
      max: formulaLimit(FRIEDEWALD_TRIGLYCERIDES_MG_DL * UNITS.triglyceridesMgDl.siPerUnit, { reason: 'friedewaldTriglycerides' }),
    }),
  ],
  formula: [
    'LDL cholesterol = total cholesterol − HDL cholesterol − triglycerides / 5 mg/dL (all in mg/dL)',
    'In SI units: total cholesterol − HDL cholesterol − triglycerides × 88.57 / (5 × 38.67) mmol/L',
    'Not valid for triglycerides above 400 mg/dL (4.52 mmol/L)',
  ],
  references: [FRIEDEWALD_REFERENCE],
  compute: (values) => ({
    quantities: [
      {
        name: 'ldlCholesterol',
        value: friedewaldLdl(required(values, 'totalCholesterol'), required(values, 'hdlCholesterol'), required(values, 'triglycerides')),
        unit: 'mmol/L',
        decimals: 1,
      },
    ],
    notes: [],
  }),
};
