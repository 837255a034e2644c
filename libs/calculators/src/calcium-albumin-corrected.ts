import { required } from './calculate';
import { ALBUMIN, CALCIUM, UNITS } from './inputs';
import type { Calculator } from './types';

const PAYNE_REFERENCE =
  'Payne RB, Little AJ, Williams RB, Milner JR. Interpretation of serum calcium in patients with abnormal serum proteins. Br Med J 1973;4:643–646.';

/**
 * Payne's adjusted calcium exactly as the 1973 abstract states it: calcium − albumin + 4.0, calcium
 * in mg/100 mL and albumin in g/100 mL. It is applied in those units and the answer converted back
 * by calcium's molar mass (4.008 mg/dL per mmol/L), which in SI units is calcium + (40 − albumin) /
 * 40.08 mmol/L, about 0.025 mmol/L per g/L. The "0.02 × (40 − albumin)" often attributed to Payne
 * is not in that paper; laboratories use their own slopes and mean albumins (Karolinska's
 * 0.01 × (39 − albumin), Norwegian laboratories' 0.020 × (41.3 − albumin)).
 */
function payneAdjustedCalcium(calciumMmolL: number, albuminGL: number): number {
  const calciumMgDl = calciumMmolL / UNITS.calciumMgDl.siPerUnit;
  const albuminGDl = albuminGL / UNITS.albuminGDl.siPerUnit;
  return (calciumMgDl - albuminGDl + 4.0) * UNITS.calciumMgDl.siPerUnit;
}

export const calciumAlbuminCorrected: Calculator = {
  id: 'calcium-albumin-corrected',
  inputs: [CALCIUM, ALBUMIN],
  formula: [
    'Adjusted calcium = calcium − albumin + 4.0 mg/dL (calcium in mg/dL, albumin in g/dL)',
    'In SI units: calcium + (40 − albumin) / 40.08 mmol/L (calcium in mmol/L, albumin in g/L)',
  ],
  references: [PAYNE_REFERENCE],
  compute: (values) => ({
    quantities: [
      { name: 'correctedCalcium', value: payneAdjustedCalcium(required(values, 'calcium'), required(values, 'albumin')), unit: 'mmol/L', decimals: 2 },
    ],
    notes: [],
  }),
};
