/**
 * Texts that are both a field's validation message and an API failure's message (a name already
 * taken, a category not found), in a module of their own: the failures' messages travel with every
 * page's first load, and taking these from VALIDATION_MESSAGES would bring every form's messages
 * along.
 */
export const SHARED_MESSAGES = {
  emailTaken: 'Email is already registered',
  usernameTaken: 'Username is already taken',
  currentPasswordWrong: 'Current password is incorrect',
  categoryNotFound: 'Category not found',
  categoryNameTaken: 'A category with this name already exists',
  moveToCategoryInvalid: 'Select a category to move articles to',
  moveTargetSelf: 'Articles cannot be moved to the category being deleted',
  mergeIntoItself: 'The target tag must differ from the tags merged into it',
} as const;
