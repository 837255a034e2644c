/** Texts of the comment answers, shared by the service, the gateway and the SPA. */
export const COMMENT_MESSAGES = {
  notFound: 'Comment not found',
  alreadyReported: 'You have already reported this comment',
  tooFast: 'Too many comments, please try again later',
  posted: 'Comment submitted and awaiting moderation',
  reported: 'Comment reported',
  approved: 'Comment approved',
  rejected: 'Comment marked as spam',
  deleted: 'Comment deleted',
} as const;
