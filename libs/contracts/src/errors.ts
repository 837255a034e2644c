import { ARTICLE_MESSAGES } from './articles/article.constants';
import { TAG_MESSAGES } from './articles/tag.constants';
import { AUTH_MESSAGES } from './auth/auth.constants';
import { CATEGORY_MESSAGES } from './categories/category.constants';
import { COMMENT_MESSAGES } from './comments/comment.constants';
import { MEDIA_MESSAGES_TEXT } from './media/media.constants';
import { USER_MESSAGES } from './users/user.constants';

export const HTTP_STATUS = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  requestTimeout: 408,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  requestHeaderFieldsTooLarge: 431,
  internal: 500,
  serviceUnavailable: 503,
  gatewayTimeout: 504,
} as const;

interface ErrorDefinition {
  status: number;
  message: string;
}

/**
 * Every failure the API can answer, by a stable code: its HTTP status and its English message.
 * Services and the gateway raise errors by code; the SPA translates the code (`errors:<CODE>`),
 * never the English text, so no server message reaches the Swedish UI untranslated.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: HTTP_STATUS.badRequest, message: 'Validation failed' },
  MALFORMED_JSON: { status: HTTP_STATUS.badRequest, message: 'Malformed JSON body' },
  BODY_NOT_DECODABLE: { status: HTTP_STATUS.badRequest, message: 'The request body could not be decoded' },
  URL_NOT_DECODABLE: { status: HTTP_STATUS.badRequest, message: 'The address has an invalid percent-encoding' },
  TOO_MANY_PARAMETERS: { status: HTTP_STATUS.badRequest, message: 'The address has too many query parameters' },
  HEADERS_TOO_LARGE: { status: HTTP_STATUS.requestHeaderFieldsTooLarge, message: 'The request headers are too large' },
  REQUEST_TIMEOUT: { status: HTTP_STATUS.requestTimeout, message: 'The request did not arrive in time' },
  BAD_REQUEST: { status: HTTP_STATUS.badRequest, message: 'Bad request' },
  NOT_LOGGED_IN: { status: HTTP_STATUS.unauthorized, message: AUTH_MESSAGES.notLoggedIn },
  INVALID_CREDENTIALS: { status: HTTP_STATUS.unauthorized, message: AUTH_MESSAGES.invalidCredentials },
  ACCESS_DENIED: { status: HTTP_STATUS.forbidden, message: 'Access denied' },
  ADMIN_REQUIRED: { status: HTTP_STATUS.forbidden, message: AUTH_MESSAGES.adminRequired },
  ADMIN_AREA_REQUIRED: { status: HTTP_STATUS.forbidden, message: AUTH_MESSAGES.adminAreaRequired },
  CROSS_SITE_REFUSED: { status: HTTP_STATUS.forbidden, message: 'Cross-site request refused' },
  ROUTE_NOT_FOUND: { status: HTTP_STATUS.notFound, message: 'Not found' },
  USER_NOT_FOUND: { status: HTTP_STATUS.notFound, message: AUTH_MESSAGES.userNotFound },
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
  ARTICLE_NOT_FOUND: { status: HTTP_STATUS.notFound, message: ARTICLE_MESSAGES.notFound },
  FHIR_RESOURCE_NOT_FOUND: { status: HTTP_STATUS.notFound, message: 'No such resource in the catalogue' },
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
  TAG_NOT_FOUND: { status: HTTP_STATUS.notFound, message: ARTICLE_MESSAGES.tagNotFound },
  TAGS_CHANGED_MEANWHILE: { status: HTTP_STATUS.conflict, message: ARTICLE_MESSAGES.tagsChangedMeanwhile },
  TAG_MERGE_INTO_ITSELF: { status: HTTP_STATUS.badRequest, message: TAG_MESSAGES.mergeIntoItself },
  CATEGORY_NOT_FOUND: { status: HTTP_STATUS.notFound, message: CATEGORY_MESSAGES.notFound },
  CATEGORY_NAME_TAKEN: { status: HTTP_STATUS.conflict, message: CATEGORY_MESSAGES.nameTaken },
  CATEGORY_MOVE_TARGET_REQUIRED: { status: HTTP_STATUS.badRequest, message: CATEGORY_MESSAGES.moveTargetRequired },
  CATEGORY_MOVE_TARGET_SELF: { status: HTTP_STATUS.badRequest, message: CATEGORY_MESSAGES.moveTargetSelf },
  CATEGORY_MOVE_TARGET_NOT_FOUND: { status: HTTP_STATUS.notFound, message: CATEGORY_MESSAGES.moveTargetNotFound },
  COMMENT_NOT_FOUND: { status: HTTP_STATUS.notFound, message: COMMENT_MESSAGES.notFound },
  COMMENT_ALREADY_REPORTED: { status: HTTP_STATUS.conflict, message: COMMENT_MESSAGES.alreadyReported },
  COMMENTS_TOO_FAST: { status: HTTP_STATUS.tooManyRequests, message: COMMENT_MESSAGES.tooFast },
  SEARCH_REPORTS_TOO_FAST: { status: HTTP_STATUS.tooManyRequests, message: 'Too many search reports, try again later' },
  DUPLICATE_RECORD: { status: HTTP_STATUS.conflict, message: 'A record with these values already exists' },
  BODY_TOO_LARGE: { status: HTTP_STATUS.payloadTooLarge, message: 'Request body too large' },
  JSON_BODY_REQUIRED: { status: HTTP_STATUS.unsupportedMediaType, message: 'Send the request body as JSON (Content-Type: application/json)' },
  TOO_MANY_ATTEMPTS: { status: HTTP_STATUS.tooManyRequests, message: AUTH_MESSAGES.tooManyAttempts },
  RESET_TOKEN_INVALID: { status: HTTP_STATUS.badRequest, message: AUTH_MESSAGES.resetTokenInvalid },
  TWO_FACTOR_CODE_WRONG: { status: HTTP_STATUS.badRequest, message: 'The code is wrong or has already been used' },
  TWO_FACTOR_PENDING_EXPIRED: { status: HTTP_STATUS.unauthorized, message: 'Sign in again: the time to enter the code has run out' },
  TWO_FACTOR_STATE_CHANGED: { status: HTTP_STATUS.conflict, message: 'Two-factor sign-in was changed meanwhile: reload the page' },
  TWO_FACTOR_SETUP_REQUIRED: { status: HTTP_STATUS.forbidden, message: 'Admins must turn on two-factor sign-in before using the admin area' },
  INTERNAL_ERROR: { status: HTTP_STATUS.internal, message: 'Internal server error' },
  SERVICE_UNAVAILABLE: { status: HTTP_STATUS.serviceUnavailable, message: 'A service is unavailable' },
  SERVICE_TIMEOUT: { status: HTTP_STATUS.gatewayTimeout, message: 'A service did not answer in time' },
  STORAGE_UNAVAILABLE: { status: HTTP_STATUS.serviceUnavailable, message: 'Image storage is unavailable right now; try again shortly' },
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
  OUTCOME_UNKNOWN: { status: HTTP_STATUS.gatewayTimeout, message: 'No answer came in time: what was sent may have been carried out. Check before sending it again' },
} as const satisfies Record<string, ErrorDefinition>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in ERRORS;

/** The code for a status when nothing more precise is known (e.g. a framework's own 404). */
export function errorCodeForStatus(status: number): ErrorCode {
  const exact = ERROR_CODES.find((code) => ERRORS[code].status === status && GENERIC_CODES.has(code));
  return exact ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}
const GENERIC_CODES = new Set<ErrorCode>([
  'BAD_REQUEST',
  'NOT_LOGGED_IN',
  'ACCESS_DENIED',
  'ROUTE_NOT_FOUND',
  'DUPLICATE_RECORD',
  'BODY_TOO_LARGE',
  'JSON_BODY_REQUIRED',
  'TOO_MANY_ATTEMPTS',
  'INTERNAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'SERVICE_TIMEOUT',
]);

/**
 * How a service reports a failure across the transport. The gateway turns it into the HTTP error
 * body with the same status, code and message, so a 404 in content is a 404 for the browser.
 * `errors` holds one English message per field; `fieldCodes` the same fields' validation codes.
 */
export interface ServiceErrorBody {
  status: number;
  code: ErrorCode;
  message: string;
  errors?: Record<string, string>;
  fieldCodes?: Record<string, string>;
}

/** The error body for a code, with the catalogue's status and message unless told otherwise. */
export function errorBody(
  code: ErrorCode,
  details: { message?: string; errors?: Record<string, string>; fieldCodes?: Record<string, string> } = {},
): ServiceErrorBody {
  const { status, message } = ERRORS[code];
  return {
    status,
    code,
    message: details.message ?? message,
    ...(details.errors ? { errors: details.errors } : {}),
    ...(details.fieldCodes ? { fieldCodes: details.fieldCodes } : {}),
  };
}

export function isServiceErrorBody(value: unknown): value is ServiceErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ServiceErrorBody).status === 'number' &&
    typeof (value as ServiceErrorBody).message === 'string'
  );
}
