/** Where the own account's two-factor is set up: the profile page's card of it. */
export const TWO_FACTOR_SETUP_PATH = '/profile/edit#two-factor';

/** The second step of signing in, after a right password for an account with two-factor on. */
export const LOGIN_CODE_PATH = '/login/two-factor';
