import { HTTP_STATUS } from './http-status.constants';
import type { ErrorDefinition } from './error-definition.constants';

/**
 * The failures any page may meet, with their English messages: what an English reader's first load
 * carries (the English texts use them as they are). ERRORS adds those only the account's pages and
 * the admin area meet (ACCOUNT_ERRORS), which load with those pages. The messages are written here
 * and the features' message lists (AUTH_MESSAGES, ARTICLE_MESSAGES…) take theirs from here: the
 * other way round, an English page would load every feature's messages for these few.
 */
export const COMMON_ERRORS = {
  VALIDATION_FAILED: { status: HTTP_STATUS.badRequest, message: 'Validation failed' },
  MALFORMED_JSON: { status: HTTP_STATUS.badRequest, message: 'Malformed JSON body' },
  BODY_NOT_DECODABLE: { status: HTTP_STATUS.badRequest, message: 'The request body could not be decoded' },
  URL_NOT_DECODABLE: { status: HTTP_STATUS.badRequest, message: 'The address has an invalid percent-encoding' },
  TOO_MANY_PARAMETERS: { status: HTTP_STATUS.badRequest, message: 'The address has too many query parameters' },
  HEADERS_TOO_LARGE: { status: HTTP_STATUS.requestHeaderFieldsTooLarge, message: 'The request headers are too large' },
  REQUEST_TIMEOUT: { status: HTTP_STATUS.requestTimeout, message: 'The request did not arrive in time' },
  BAD_REQUEST: { status: HTTP_STATUS.badRequest, message: 'Bad request' },
  NOT_LOGGED_IN: { status: HTTP_STATUS.unauthorized, message: 'Not logged in' },
  ACCESS_DENIED: { status: HTTP_STATUS.forbidden, message: 'Access denied' },
  CROSS_SITE_REFUSED: { status: HTTP_STATUS.forbidden, message: 'Cross-site request refused' },
  ROUTE_NOT_FOUND: { status: HTTP_STATUS.notFound, message: 'Not found' },
  USER_NOT_FOUND: { status: HTTP_STATUS.notFound, message: 'User not found' },
  ARTICLE_NOT_FOUND: { status: HTTP_STATUS.notFound, message: 'Article not found' },
  FHIR_RESOURCE_NOT_FOUND: { status: HTTP_STATUS.notFound, message: 'No such resource in the catalogue' },
  TAG_NOT_FOUND: { status: HTTP_STATUS.notFound, message: 'Tag not found' },
  CATEGORY_NOT_FOUND: { status: HTTP_STATUS.notFound, message: 'Category not found' },
  COMMENT_NOT_FOUND: { status: HTTP_STATUS.notFound, message: 'Comment not found' },
  COMMENT_ALREADY_REPORTED: { status: HTTP_STATUS.conflict, message: 'You have already reported this comment' },
  SEARCH_REPORTS_TOO_FAST: { status: HTTP_STATUS.tooManyRequests, message: 'Too many search reports, try again later' },
  COMMENTS_TOO_FAST: { status: HTTP_STATUS.tooManyRequests, message: 'Too many comments, please try again later' },
  DUPLICATE_RECORD: { status: HTTP_STATUS.conflict, message: 'A record with these values already exists' },
  BODY_TOO_LARGE: { status: HTTP_STATUS.payloadTooLarge, message: 'Request body too large' },
  JSON_BODY_REQUIRED: { status: HTTP_STATUS.unsupportedMediaType, message: 'Send the request body as JSON (Content-Type: application/json)' },
  TOO_MANY_ATTEMPTS: { status: HTTP_STATUS.tooManyRequests, message: 'Too many attempts, please try again later' },
  INTERNAL_ERROR: { status: HTTP_STATUS.internal, message: 'Internal server error' },
  SERVICE_UNAVAILABLE: { status: HTTP_STATUS.serviceUnavailable, message: 'A service is unavailable' },
  SERVICE_TIMEOUT: { status: HTTP_STATUS.gatewayTimeout, message: 'A service did not answer in time' },
  STORAGE_UNAVAILABLE: { status: HTTP_STATUS.serviceUnavailable, message: 'Image storage is unavailable right now; try again shortly' },
  OUTCOME_UNKNOWN: { status: HTTP_STATUS.gatewayTimeout, message: 'No answer came in time: what was sent may have been carried out. Check before sending it again' },
} as const satisfies Record<string, ErrorDefinition>;
