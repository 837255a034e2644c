import type { CalculatorId } from '@labmedicin/calculators';

export const CALCULATORS_PATH = '/calculators';

export function calculatorPath(id: CalculatorId): string {
  return `${CALCULATORS_PATH}/${id}`;
}
