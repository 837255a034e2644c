// The messages apart from the rest of the article's constants: the SPA's entry uses those, and
// only the error catalogue and the forms use these (a chunk loaded with them, not the first load).
import { COMMON_ERRORS } from '../common-errors.constants';
import { LIMITS } from '../limits';
import { SHARED_MESSAGES } from '../shared-messages.constants';

/** Texts of the article failures, shared by the service, the gateway and the SPA. */
export const ARTICLE_MESSAGES = {
  notFound: COMMON_ERRORS.ARTICLE_NOT_FOUND.message,
  tooLarge: `The article is too long: each of its texts can have at most ${LIMITS.articleHtmlMax.toLocaleString('en')} characters, markup included`,
  staleEdit: 'This article was changed by someone else since you opened it',
  publishAdminOnly: 'Only an admin can publish or archive articles',
  editPublishedAdminOnly: 'Only an admin can edit a published or archived article',
  editOwnDraftsOnly: 'A contributor can edit only their own drafts',
  reviewAuthorOnly: 'Only the author can send a draft for review',
  reviewDraftsOnly: 'Only a draft can be sent for review',
  notInReview: 'This draft is not waiting for review',
  categoryNotFound: SHARED_MESSAGES.categoryNotFound,
  revisionNotFound: 'Revision not found',
  tagNotFound: COMMON_ERRORS.TAG_NOT_FOUND.message,
  tagsChangedMeanwhile: 'An article with these tags was changed at the same time; nothing was changed, please try again',
  sameLanguage: 'A translation must be in the other language than its original',
  translationExists: 'The article already has a translation in that language, or is linked to another article',
  notATranslation: 'This article is not a translation of that one',
} as const;
