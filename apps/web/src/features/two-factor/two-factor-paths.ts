/** The second step of signing in, after a right password for an account with two-factor on. */
export const LOGIN_CODE_PATH = '/login/two-factor';
