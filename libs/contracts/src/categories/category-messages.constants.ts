// Apart from HEX_COLOR, which the SPA's entry may use: only the API's English error texts use these.
import { SHARED_MESSAGES } from '../shared-messages.constants';

/** Texts of the category failures, shared by the service, the gateway and the SPA. */
export const CATEGORY_MESSAGES = {
  notFound: 'Category not found',
  nameTaken: SHARED_MESSAGES.categoryNameTaken,
  moveTargetRequired: SHARED_MESSAGES.moveToCategoryInvalid,
  moveTargetSelf: SHARED_MESSAGES.moveTargetSelf,
  moveTargetNotFound: 'The category to move articles to was not found',
} as const;
