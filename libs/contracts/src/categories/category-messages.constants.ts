// Apart from HEX_COLOR, which the SPA's entry may use: only the error catalogue and the forms use these.
import { COMMON_ERRORS } from '../common-errors.constants';
import { SHARED_MESSAGES } from '../shared-messages.constants';

/** Texts of the category failures, shared by the service, the gateway and the SPA. */
export const CATEGORY_MESSAGES = {
  notFound: COMMON_ERRORS.CATEGORY_NOT_FOUND.message,
  nameTaken: SHARED_MESSAGES.categoryNameTaken,
  moveTargetRequired: SHARED_MESSAGES.moveToCategoryInvalid,
  moveTargetSelf: SHARED_MESSAGES.moveTargetSelf,
  moveTargetNotFound: 'The category to move articles to was not found',
} as const;
