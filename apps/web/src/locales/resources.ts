import { CALCULATOR_TEXTS } from '../features/calculators/calculator-texts';
import { texts as en } from './en/public';
import { texts as sv } from './sv/public';

/**
 * Both languages' public texts at once, with the calculators' (which the browser loads with the
 * calculators' chunk): for the server's renders and the component tests.
 */
export const resources = { sv: { ...sv, calculators: CALCULATOR_TEXTS.sv }, en: { ...en, calculators: CALCULATOR_TEXTS.en } } as const;
