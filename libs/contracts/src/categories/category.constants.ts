import { VALIDATION_MESSAGES } from '../validation-messages';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Texts of the category failures, shared by the service, the gateway and the SPA. */
export const CATEGORY_MESSAGES = {
  notFound: 'Category not found',
  nameTaken: VALIDATION_MESSAGES.categoryNameTaken,
  moveTargetRequired: VALIDATION_MESSAGES.moveToCategoryInvalid,
  moveTargetSelf: VALIDATION_MESSAGES.moveTargetSelf,
  moveTargetNotFound: 'The category to move articles to was not found',
} as const;
