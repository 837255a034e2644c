import { VALIDATION_MESSAGES, type ValidationMessageCode } from '@labmedicin/contracts';
import i18n from './i18n';
import { VALIDATION_TEXTS } from './locales/validation-texts';

// Imported by the forms only: their texts arrive with the first form a reader opens.
for (const [language, texts] of Object.entries(VALIDATION_TEXTS)) i18n.addResourceBundle(language, 'validation', texts, true, false);

/** A validation code of a form field (the schemas' and the API's `fieldCodes`) in the current language. */
export function validationText(code: string): string {
  return isValidationCode(code) ? i18n.t(code, { ns: 'validation' }) : code;
}

/** A code of the contracts' validation messages, rather than a message zod wrote itself. */
function isValidationCode(code: string): code is ValidationMessageCode {
  return code in VALIDATION_MESSAGES;
}
