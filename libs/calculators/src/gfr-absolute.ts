import { bsaQuantity, DUBOIS_FORMULA, DUBOIS_REFERENCE, duboisBsa, STANDARD_BSA } from './body-surface-area';
import { required } from './calculate';
import { HEIGHT, RELATIVE_GFR, WEIGHT } from './inputs';
import type { Calculator } from './types';

/** Absolute GFR (mL/min) = relative GFR (mL/min/1.73 m²) × BSA / 1.73, BSA by DuBois. */
export const gfrAbsolute: Calculator = {
  id: 'gfr-absolute',
  inputs: [RELATIVE_GFR, HEIGHT, WEIGHT],
  formula: [DUBOIS_FORMULA, 'Absolute GFR = relative GFR × BSA / 1.73 mL/min'],
  references: [DUBOIS_REFERENCE],
  compute: (values) => {
    const area = duboisBsa(required(values, 'height'), required(values, 'weight'));
    return {
      quantities: [{ name: 'absoluteGfr', value: (required(values, 'relativeGfr') * area) / STANDARD_BSA, unit: 'mL/min', decimals: 0 }, bsaQuantity(area)],
      notes: [],
    };
  },
};
