import { LIMITS } from './limits';
import { SHARED_MESSAGES } from './shared-messages.constants';

/**
 * Validation messages of every form and payload, keyed by a code. Schemas carry the code as their message; the
 * gateway answers with the English text, the SPA translates the code (`validation.<code>`), and its
 * English resource is built from this map so the two can never drift apart.
 */
export const VALIDATION_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title cannot exceed 200 characters',
  categoryRequired: 'Category is required',
  summaryRequired: 'Summary is required',
  summaryTooLong: 'Summary cannot exceed 500 characters',
  contentRequired: 'Content is required',
  articleTooLarge: `The text cannot exceed ${LIMITS.articleHtmlMax.toLocaleString('en')} characters, markup included`,
  changeDescriptionTooLong: 'Change description cannot exceed 200 characters',
  reviewNoteRequired: 'Write what the draft still needs',
  reviewNoteTooLong: 'The note cannot exceed 1000 characters',
  embedHostNotAllowed: 'Embedded pages are allowed only from the sites listed in the configuration',
  tooManyTags: 'An article can have at most 10 tags',
  tagNameRequired: 'Tag name is required',
  tagNameTooLong: 'Tag name cannot exceed 50 characters',
  usernameRequired: 'Username is required',
  usernameTooShort: 'Username must be at least 3 characters',
  usernameTooLong: 'Username cannot exceed 20 characters',
  usernameInvalid: 'Username may only contain letters, digits, dots, hyphens and underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  emailInvalidFormat: 'Invalid email format',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  confirmPasswordRequired: 'Please confirm your password',
  passwordsDoNotMatch: 'Passwords do not match',
  categoryNameRequired: 'Category name is required',
  categoryNameTooLong: 'Category name cannot exceed 50 characters',
  categoryDescriptionTooLong: 'Description cannot exceed 200 characters',
  imageAltRequired: 'Describe the image, or mark it as decorative',
  imageAltTooLong: 'The image description cannot exceed 250 characters',
  colorRequired: 'Colour is required',
  colorInvalid: 'Colour must be a hex colour like #6c757d',
  moveToCategoryInvalid: SHARED_MESSAGES.moveToCategoryInvalid,
  idInvalid: 'Invalid id',
  bioTooLong: 'Bio cannot exceed 500 characters',
  websiteInvalid: 'Website must be a valid URL',
  profileFieldTooLong: 'Cannot exceed 100 characters',
  currentPasswordRequired: 'Current password is required',
  newPasswordRequired: 'New password is required',
  currentPasswordWrong: SHARED_MESSAGES.currentPasswordWrong,
  invalidValue: 'Invalid value',
  resetTokenInvalid: 'The reset link is incomplete: open the link in the e-mail again',
  categoryNotFound: SHARED_MESSAGES.categoryNotFound,
  categoryNameTaken: SHARED_MESSAGES.categoryNameTaken,
  moveTargetSelf: SHARED_MESSAGES.moveTargetSelf,
  mergeIntoItself: SHARED_MESSAGES.mergeIntoItself,
  emailTaken: SHARED_MESSAGES.emailTaken,
  usernameTaken: SHARED_MESSAGES.usernameTaken,
  commentRequired: 'Comment cannot be empty',
  commentTooLong: 'Comment cannot exceed 2000 characters',
  rangeNumberInvalid: 'Enter a number',
  rangeAgeNegative: 'Age cannot be negative',
  rangeLowerAboveUpper: 'The lower limit cannot be above the upper limit',
  rangeAgeOrder: 'Age to must be above age from',
  rangeCriticalInside: 'A critical limit cannot be inside the interval',
  rangeLimitRequired: 'Give a lower or upper limit first',
  rangeConversionIncomplete: 'Give unit, positive factor and source',
  rangeAgeRequired: 'A row with limits must state the age it applies from',
  rangeBandOverlap: 'The age band overlaps another row of the same test, sex and unit',
  rangeBandGap: 'The age bands of this test, sex and unit leave a gap here',
  auditDateInvalid: 'Enter a date as YYYY-MM-DD',
  auditRangeReversed: 'The end date cannot be before the start date',
  twoFactorCodeRequired: 'Enter the code',
  twoFactorCodeInvalid: 'Enter the six-digit code or a recovery code',
  twoFactorTotpCodeInvalid: 'Enter the six-digit code from the app',
  twoFactorCodeWrong: 'The code is wrong or has already been used',
} as const;

export type ValidationMessageCode = keyof typeof VALIDATION_MESSAGES;

/** The English text for a code; unknown codes (zod's own messages) pass through unchanged. */
export function validationMessage(code: string): string {
  return (VALIDATION_MESSAGES as Record<string, string>)[code] ?? code;
}
