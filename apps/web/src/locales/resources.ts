import { CALCULATOR_TEXTS } from '../features/calculators/calculator-texts';
import { texts as en } from './en/public';
import { VALIDATION_TEXTS } from './validation-texts';
import { texts as sv } from './sv/public';

/**
 * Both languages' public texts at once, with the calculators' and the forms' validation texts
 * (which the browser loads with their chunks): for the server's renders and the component tests.
 */
export const resources = {
  sv: { ...sv, calculators: CALCULATOR_TEXTS.sv, validation: VALIDATION_TEXTS.sv },
  en: { ...en, calculators: CALCULATOR_TEXTS.en, validation: VALIDATION_TEXTS.en },
} as const;
