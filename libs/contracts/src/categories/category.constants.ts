import { SHARED_MESSAGES } from '../shared-messages.constants';

export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** Texts of the category failures, shared by the service, the gateway and the SPA. */
export const CATEGORY_MESSAGES = {
  notFound: 'Category not found',
  nameTaken: SHARED_MESSAGES.categoryNameTaken,
  moveTargetRequired: SHARED_MESSAGES.moveToCategoryInvalid,
  moveTargetSelf: SHARED_MESSAGES.moveTargetSelf,
  moveTargetNotFound: 'The category to move articles to was not found',
} as const;
