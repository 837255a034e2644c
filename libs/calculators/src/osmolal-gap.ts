import { required } from './calculate';
import { GLUCOSE, MEASURED_OSMOLALITY, SODIUM, UREA } from './inputs';
import type { Calculator } from './types';

const OSMOLAL_GAP_REFERENCE =
  'Smithline N, Gardner KD Jr. Gaps—anionic and osmolal. JAMA 1976;236:1594–1597 (there in conventional units: 2 × Na + glucose/18 + BUN/2.8).';

/**
 * Calculated osmolality (mOsm/kg) = 2 × Na⁺ + glucose + urea, all in mmol/L; the osmolal gap is
 * the measured osmolality less the calculated.
 */
export const osmolalGap: Calculator = {
  id: 'osmolal-gap',
  inputs: [SODIUM, GLUCOSE, UREA, MEASURED_OSMOLALITY],
  formula: ['Calculated osmolality = 2 × Na⁺ + glucose + urea (mmol/L)', 'Osmolal gap = measured osmolality − calculated osmolality mOsm/kg'],
  references: [OSMOLAL_GAP_REFERENCE],
  compute: (values) => {
    const calculated = 2 * required(values, 'sodium') + required(values, 'glucose') + required(values, 'urea');
    return {
      quantities: [
        { name: 'osmolalGap', value: required(values, 'measuredOsmolality') - calculated, unit: 'mOsm/kg', decimals: 0, signed: true },
        { name: 'calculatedOsmolality', value: calculated, unit: 'mOsm/kg', decimals: 0 },
      ],
      notes: [],
    };
  },
};
