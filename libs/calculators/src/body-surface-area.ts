import type { Quantity } from './types';

export const DUBOIS_REFERENCE =
  'Du Bois D, Du Bois EF. A formula to estimate the approximate surface area if height and weight be known. Arch Intern Med 1916;17:863–871.';

export const DUBOIS_FORMULA = 'BSA = 0.007184 × Weight^0.425 × Height^0.725 m² (weight in kg, height in cm)';

/** Body surface area (m²) by DuBois: 0.007184 × weight(kg)^0.425 × height(cm)^0.725. */
export function duboisBsa(heightCm: number, weightKg: number): number {
  return 0.007184 * weightKg ** 0.425 * heightCm ** 0.725;
}

/** The standard body surface area relative GFR is stated for. */
export const STANDARD_BSA = 1.73;

export const bsaQuantity = (value: number): Quantity => ({ name: 'bodySurfaceArea', value, unit: 'm²', decimals: 2 });
