import { z } from 'zod';
import { objectIdSchema } from '../ids';
import { authResponseSchema } from './auth.schema';

/** Two-factor sign-in (TOTP, RFC 6238): its parameters, for the services and the forms' schemas. */
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
const RECOVERY_CODE_PATTERN = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

/** The messages of the two-factor answers that succeed. */
export const TWO_FACTOR_ANSWERS = {
  codeNeeded: 'Enter the code from your authenticator app',
  turnedOff: 'Two-factor sign-in is off',
} as const;

/** A typed code, without the spaces an app shows in the middle or a user adds, in lower case. */
const typedCode = z
  .string({ required_error: 'twoFactorCodeRequired' })
  .transform((value) => value.replace(/\s+/g, '').toLowerCase())
  .pipe(z.string().min(1, 'twoFactorCodeRequired').max(20, 'twoFactorCodeInvalid'));

/** The second step of signing in, and turning two-factor off: a code from the app or a recovery code. */
export const twoFactorCodeSchema = z.object({
  code: typedCode.refine((code) => TOTP_CODE_PATTERN.test(code) || RECOVERY_CODE_PATTERN.test(code), 'twoFactorCodeInvalid'),
});
export type TwoFactorCodeInput = z.infer<typeof twoFactorCodeSchema>;

/** Turning two-factor on: the first code from the app confirms it holds the key. */
export const twoFactorEnableSchema = z.object({
  code: typedCode.refine((code) => TOTP_CODE_PATTERN.test(code), 'twoFactorTotpCodeInvalid'),
});
export type TwoFactorEnableInput = z.infer<typeof twoFactorEnableSchema>;

/** Whether the own account has two-factor on, how many recovery codes are left, and whether its role must have it. */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int().min(0),
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A new key waiting for its first code: the otpauth:// URI (as a QR code image too) and the key as text. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  uri: z.string(),
  /** The URI as a QR code, an SVG image in a data: URL. */
  qrCode: z.string().optional(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

/** Two-factor is on: the recovery codes, shown this once (only their hashes are kept). */
export const twoFactorEnabledSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorEnabled = z.infer<typeof twoFactorEnabledSchema>;

/** Payload of AUTH_USERS_MESSAGES.twoFactorVerify: the account whose password was right, and the code typed. */
export const twoFactorVerifySchema = twoFactorCodeSchema.extend({ userId: objectIdSchema });

/** Payload of AUTH_USERS_MESSAGES.twoFactorStatus: whose. */
export const twoFactorStatusRequestSchema = z.object({ userId: objectIdSchema });

/** POST /auth/login: the user now logged in, or, for an account with two-factor on, that the code comes next. */
export const loginAnswerSchema = z.union([
  authResponseSchema,
  z.object({ success: z.literal(true), twoFactorRequired: z.literal(true), message: z.string().optional() }),
]);
