// Apart from the tag's normalising, which the SPA's entry may use: only the API's English error texts use these.
import { SHARED_MESSAGES } from '../shared-messages.constants';

/** Texts of the tag failures that are not validation of one name. */
export const TAG_MESSAGES = {
  mergeIntoItself: SHARED_MESSAGES.mergeIntoItself,
} as const;
