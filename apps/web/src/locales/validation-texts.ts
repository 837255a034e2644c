import { VALIDATION_MESSAGES } from '@labmedicin/contracts';
import sv from './sv/validation.json';

/**
 * The forms' validation texts in both languages, in the forms' chunks rather than in every public
 * page's first load (reading needs none of them). The English ones are the contracts' own map, so
 * the English UI shows exactly the messages the API gives.
 */
export const VALIDATION_TEXTS = { sv, en: VALIDATION_MESSAGES } as const;
