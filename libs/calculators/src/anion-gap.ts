import { required } from './calculate';
import { BICARBONATE, CHLORIDE, optional, POTASSIUM, SODIUM } from './inputs';
import type { Calculator, Quantity } from './types';

const ANION_GAP_REFERENCE = 'Emmett M, Narins RG. Clinical use of the anion gap. Medicine (Baltimore) 1977;56:38–54.';

/**
 * Anion gap (mmol/L) = Na⁺ − (Cl⁻ + HCO₃⁻); with potassium, (Na⁺ + K⁺) − (Cl⁻ + HCO₃⁻). Potassium
 * is optional: the gap without it is always given, the gap with it when potassium is typed. Both in
 * whole mmol/L, as the gap is reported. Laboratories set their own reference interval for each form.
 * A gap is a difference and may come out below zero; the reader is then asked to check the values.
 */
export const anionGap: Calculator = {
  id: 'anion-gap',
  inputs: [SODIUM, optional(POTASSIUM), CHLORIDE, BICARBONATE],
  formula: ['Anion gap = Na⁺ − (Cl⁻ + HCO₃⁻) mmol/L', 'With potassium: (Na⁺ + K⁺) − (Cl⁻ + HCO₃⁻) mmol/L'],
  references: [ANION_GAP_REFERENCE],
  compute: (values) => {
    const unmeasured = required(values, 'chloride') + required(values, 'bicarbonate');
    const withoutPotassium = required(values, 'sodium') - unmeasured;
    const potassium = values.numbers['potassium'];
    const quantities: Quantity[] = [{ name: 'anionGap', value: withoutPotassium, unit: 'mmol/L', decimals: 0, signed: true }];
    if (potassium !== undefined) quantities.push({ name: 'anionGapWithPotassium', value: withoutPotassium + potassium, unit: 'mmol/L', decimals: 0, signed: true });
    return { quantities, notes: quantities.some((quantity) => quantity.value < 0) ? ['negativeAnionGap'] : [] };
  },
};
