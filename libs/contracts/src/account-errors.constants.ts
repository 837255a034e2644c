import { ARTICLE_MESSAGES } from './articles/article-messages.constants';
import { TAG_MESSAGES } from './articles/tag-messages.constants';
import { AUTH_MESSAGES } from './auth/auth.constants';
import { CATEGORY_MESSAGES } from './categories/category-messages.constants';
import { MEDIA_MESSAGES_TEXT } from './media/media.constants';
import { USER_MESSAGES } from './users/user.constants';
import { HTTP_STATUS } from './http-status.constants';
import type { ErrorDefinition } from './error-definition.constants';

/**
 * The failures only the account's pages (sign-in, registration, two-factor, single sign-on, reset
 * links, the profile's editing) and the admin area meet: their English texts load with those
 * pages' chunks, as their Swedish ones do (locales/sv/errors/accounts.json).
 */
export const ACCOUNT_ERRORS = {
  INVALID_CREDENTIALS: { status: HTTP_STATUS.unauthorized, message: AUTH_MESSAGES.invalidCredentials },
  ADMIN_REQUIRED: { status: HTTP_STATUS.forbidden, message: AUTH_MESSAGES.adminRequired },
  ADMIN_AREA_REQUIRED: { status: HTTP_STATUS.forbidden, message: AUTH_MESSAGES.adminAreaRequired },
  CURRENT_PASSWORD_WRONG: { status: HTTP_STATUS.badRequest, message: USER_MESSAGES.currentPasswordWrong },
  CANNOT_DELETE_SELF: { status: HTTP_STATUS.badRequest, message: USER_MESSAGES.cannotDeleteSelf },
  CANNOT_CHANGE_OWN_ROLE: { status: HTTP_STATUS.badRequest, message: USER_MESSAGES.cannotChangeOwnRole },
  LAST_ADMIN: { status: HTTP_STATUS.conflict, message: USER_MESSAGES.lastAdmin },
  IMAGE_REQUIRED: { status: HTTP_STATUS.badRequest, message: MEDIA_MESSAGES_TEXT.imageRequired },
  IMAGE_TOO_LARGE: { status: HTTP_STATUS.payloadTooLarge, message: MEDIA_MESSAGES_TEXT.imageTooLarge },
  IMAGE_TYPE_INVALID: { status: HTTP_STATUS.unsupportedMediaType, message: MEDIA_MESSAGES_TEXT.imageTypeInvalid },
  AVATAR_TOO_LARGE: { status: HTTP_STATUS.payloadTooLarge, message: MEDIA_MESSAGES_TEXT.avatarTooLarge },
  AVATAR_TYPE_INVALID: { status: HTTP_STATUS.unsupportedMediaType, message: MEDIA_MESSAGES_TEXT.avatarTypeInvalid },
  IMAGE_NOT_FOUND: { status: HTTP_STATUS.notFound, message: MEDIA_MESSAGES_TEXT.imageNotFound },
  IMAGE_IN_USE: { status: HTTP_STATUS.conflict, message: MEDIA_MESSAGES_TEXT.imageInUse },
  EMAIL_TAKEN: { status: HTTP_STATUS.conflict, message: AUTH_MESSAGES.emailTaken },
  USERNAME_TAKEN: { status: HTTP_STATUS.conflict, message: AUTH_MESSAGES.usernameTaken },
  ARTICLE_STALE_EDIT: { status: HTTP_STATUS.conflict, message: ARTICLE_MESSAGES.staleEdit },
  ARTICLE_PUBLISH_ADMIN_ONLY: { status: HTTP_STATUS.forbidden, message: ARTICLE_MESSAGES.publishAdminOnly },
  ARTICLE_EDIT_PUBLISHED_ADMIN_ONLY: { status: HTTP_STATUS.forbidden, message: ARTICLE_MESSAGES.editPublishedAdminOnly },
  ARTICLE_EDIT_OWN_DRAFTS_ONLY: { status: HTTP_STATUS.forbidden, message: ARTICLE_MESSAGES.editOwnDraftsOnly },
  ARTICLE_REVIEW_AUTHOR_ONLY: { status: HTTP_STATUS.forbidden, message: ARTICLE_MESSAGES.reviewAuthorOnly },
  ARTICLE_REVIEW_DRAFTS_ONLY: { status: HTTP_STATUS.conflict, message: ARTICLE_MESSAGES.reviewDraftsOnly },
  ARTICLE_NOT_IN_REVIEW: { status: HTTP_STATUS.conflict, message: ARTICLE_MESSAGES.notInReview },
  ARTICLE_TOO_LARGE: { status: HTTP_STATUS.payloadTooLarge, message: ARTICLE_MESSAGES.tooLarge },
  ARTICLE_SLUG_TAKEN: { status: HTTP_STATUS.conflict, message: 'An article with this slug already exists' },
  SAME_LANGUAGE: { status: HTTP_STATUS.badRequest, message: ARTICLE_MESSAGES.sameLanguage },
  TRANSLATION_EXISTS: { status: HTTP_STATUS.conflict, message: ARTICLE_MESSAGES.translationExists },
  NOT_A_TRANSLATION: { status: HTTP_STATUS.notFound, message: ARTICLE_MESSAGES.notATranslation },
  REVISION_NOT_FOUND: { status: HTTP_STATUS.notFound, message: ARTICLE_MESSAGES.revisionNotFound },
  TAGS_CHANGED_MEANWHILE: { status: HTTP_STATUS.conflict, message: ARTICLE_MESSAGES.tagsChangedMeanwhile },
  TAG_MERGE_INTO_ITSELF: { status: HTTP_STATUS.badRequest, message: TAG_MESSAGES.mergeIntoItself },
  CATEGORY_NAME_TAKEN: { status: HTTP_STATUS.conflict, message: CATEGORY_MESSAGES.nameTaken },
  CATEGORY_MOVE_TARGET_REQUIRED: { status: HTTP_STATUS.badRequest, message: CATEGORY_MESSAGES.moveTargetRequired },
  CATEGORY_MOVE_TARGET_SELF: { status: HTTP_STATUS.badRequest, message: CATEGORY_MESSAGES.moveTargetSelf },
  CATEGORY_MOVE_TARGET_NOT_FOUND: { status: HTTP_STATUS.notFound, message: CATEGORY_MESSAGES.moveTargetNotFound },
  RESET_TOKEN_INVALID: { status: HTTP_STATUS.badRequest, message: AUTH_MESSAGES.resetTokenInvalid },
  TWO_FACTOR_CODE_WRONG: { status: HTTP_STATUS.badRequest, message: 'The code is wrong or has already been used' },
  TWO_FACTOR_PENDING_EXPIRED: { status: HTTP_STATUS.unauthorized, message: 'Sign in again: the time to enter the code has run out' },
  TWO_FACTOR_STATE_CHANGED: { status: HTTP_STATUS.conflict, message: 'Two-factor sign-in was changed meanwhile: reload the page' },
  TWO_FACTOR_SETUP_REQUIRED: { status: HTTP_STATUS.forbidden, message: 'Admins must turn on two-factor sign-in before using the admin area' },
  OIDC_NOT_CONFIGURED: { status: HTTP_STATUS.notFound, message: 'Single sign-on is not configured' },
  OIDC_PROVIDER_UNAVAILABLE: { status: HTTP_STATUS.serviceUnavailable, message: 'The identity provider cannot be reached right now; try again shortly' },
  OIDC_STATE_MISMATCH: { status: HTTP_STATUS.badRequest, message: 'This sign-in was not started in this browser, or has been used or has expired; start it again' },
  OIDC_SIGN_IN_REFUSED: { status: HTTP_STATUS.unauthorized, message: "The identity provider's answer was refused (an invalid or expired code, or an ID token not valid for this site)" },
  OIDC_PROVIDER_ERROR: { status: HTTP_STATUS.unauthorized, message: 'The identity provider did not sign you in' },
  OIDC_EMAIL_UNVERIFIED: { status: HTTP_STATUS.forbidden, message: 'The identity provider has not verified the email address of this account' },
  ARCHIVE_REQUIRED: { status: HTTP_STATUS.badRequest, message: 'Choose an archive file (.tar.gz) to import' },
  ARCHIVE_TOO_LARGE: { status: HTTP_STATUS.payloadTooLarge, message: 'The archive is too large for the import page; import it with npm run import' },
  ARCHIVE_DAMAGED: { status: HTTP_STATUS.badRequest, message: 'The archive is damaged or incomplete; nothing was imported' },
  ARCHIVE_CHECKSUM_MISMATCH: { status: HTTP_STATUS.badRequest, message: 'The archive does not match its manifest (a checksum differs); nothing was imported' },
  ARCHIVE_FORMAT_UNSUPPORTED: { status: HTTP_STATUS.badRequest, message: 'The archive is of a format version this installation does not read; nothing was imported' },
  ARCHIVE_TARGET_NOT_EMPTY: { status: HTTP_STATUS.conflict, message: 'The installation is not empty: an archive is imported only into an empty installation' },
  ARCHIVE_IMPORT_BUSY: { status: HTTP_STATUS.conflict, message: 'An import is already running' },
  ARCHIVE_IMPORT_FAILED: { status: HTTP_STATUS.internal, message: 'The import failed; the installation was left as it was' },
} as const satisfies Record<string, ErrorDefinition>;
