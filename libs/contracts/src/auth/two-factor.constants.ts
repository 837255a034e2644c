/** Two-factor sign-in (TOTP, RFC 6238): what needs no zod, for the SPA's forms and the services alike. */
export const TWO_FACTOR = {
  /** Digits of a code, and seconds of one time step: what every authenticator app uses by default. */
  digits: 6,
  periodSeconds: 30,
  /** Steps before and after the current one a code is still taken from (a clock that drifts by up to 30 s). */
  driftSteps: 1,
  /** How many single-use recovery codes are made when two-factor is turned on. */
  recoveryCodeCount: 10,
  /** How long a sign-in waits for its code after the password was right. */
  pendingSignInMs: 5 * 60 * 1000,
  /** The issuer shown in the authenticator app. */
  issuer: 'Labmedicin',
} as const;

/** A code from the app: six digits (spaces the user typed are dropped). */
export const TOTP_CODE_PATTERN = /^\d{6}$/;

/** A recovery code as it is shown: two groups of five base32 letters or digits; the hyphen may be left out. */
export const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

export const TWO_FACTOR_MESSAGES = {
  codeWrong: 'The code is wrong or has already been used',
  pendingExpired: 'Sign in again: the time to enter the code has run out',
  alreadyOn: 'Two-factor sign-in is already on',
  notOn: 'Two-factor sign-in is not on',
  setupMissing: 'Start the setup again: no key is waiting to be confirmed',
  setupRequired: 'Admins must turn on two-factor sign-in before using the admin area',
  turnedOff: 'Two-factor sign-in is off',
  codeNeeded: 'Enter the code from your authenticator app',
  codeRequired: 'Enter the code',
  codeInvalid: 'Enter the six-digit code or a recovery code',
  totpCodeInvalid: 'Enter the six-digit code from the app',
} as const;
