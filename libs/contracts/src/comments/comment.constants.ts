import { COMMON_ERRORS } from '../common-errors.constants';

/** Texts of the comment answers, shared by the service, the gateway and the SPA. */
export const COMMENT_MESSAGES = {
  notFound: COMMON_ERRORS.COMMENT_NOT_FOUND.message,
  alreadyReported: COMMON_ERRORS.COMMENT_ALREADY_REPORTED.message,
  tooFast: COMMON_ERRORS.COMMENTS_TOO_FAST.message,
  posted: 'Comment submitted and awaiting moderation',
  reported: 'Comment reported',
  approved: 'Comment approved',
  rejected: 'Comment marked as spam',
  deleted: 'Comment deleted',
} as const;
