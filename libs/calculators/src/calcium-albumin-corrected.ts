import { required } from './calculate';
import { ALBUMIN, CALCIUM } from './inputs';
import type { Calculator } from './types';

const PAYNE_REFERENCE =
  'Payne RB, Little AJ, Williams RB, Milner JR. Interpretation of serum calcium in patients with abnormal serum proteins. Br Med J 1973;4:643–646.';

/**
 * Albumin-corrected calcium (mmol/L) = total calcium + 0.02 × (40 − albumin in g/L): Payne's
 * correction in the SI form laboratories commonly use (0.8 mg/dL of calcium per g/dL of albumin
 * below 4.0 g/dL, that is 0.02 mmol/L per g/L below 40 g/L). Laboratories that derive their own
 * slope and mean albumin from their population (as Payne did for his) report with those; the
 * constants here were not verified against the 1973 paper itself.
 */
export const calciumAlbuminCorrected: Calculator = {
  id: 'calcium-albumin-corrected',
  inputs: [CALCIUM, ALBUMIN],
  formula: ['Corrected calcium = total calcium + 0.02 × (40 − albumin) mmol/L (calcium in mmol/L, albumin in g/L)'],
  references: [PAYNE_REFERENCE],
  compute: (values) => ({
    quantities: [{ name: 'correctedCalcium', value: required(values, 'calcium') + 0.02 * (40 - required(values, 'albumin')), unit: 'mmol/L', decimals: 2 }],
    notes: [],
  }),
};
