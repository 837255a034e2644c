import { VALIDATION_MESSAGES } from '../validation-messages';

/** Texts of the tag failures that are not validation of one name. */
export const TAG_MESSAGES = {
  mergeIntoItself: VALIDATION_MESSAGES.mergeIntoItself,
} as const;
