import { bsaQuantity, DUBOIS_FORMULA, DUBOIS_REFERENCE, duboisBsa, STANDARD_BSA } from './body-surface-area';
import { required } from './calculate';
import { ABSOLUTE_GFR, GFR_UNIT, HEIGHT, WEIGHT } from './inputs';
import type { Calculator } from './types';

/** Relative GFR (mL/min/1.73 m²) = absolute GFR (mL/min) × 1.73 / BSA, BSA by DuBois. */
export const gfrRelative: Calculator = {
  id: 'gfr-relative',
  inputs: [ABSOLUTE_GFR, HEIGHT, WEIGHT],
  formula: [DUBOIS_FORMULA, 'Relative GFR = absolute GFR × 1.73 / BSA mL/min/1.73 m²'],
  references: [DUBOIS_REFERENCE],
  compute: (values) => {
    const area = duboisBsa(required(values, 'height'), required(values, 'weight'));
    return {
      quantities: [{ name: 'relativeGfr', value: (required(values, 'absoluteGfr') * STANDARD_BSA) / area, unit: GFR_UNIT, decimals: 0 }, bsaQuantity(area)],
      notes: [],
    };
  },
};
