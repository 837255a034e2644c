import { TWO_FACTOR } from '@labmedicin/contracts';
import { HOTP, Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238) with the parameters every authenticator app takes by
 * default: HMAC-SHA-1, six digits, 30-second steps. A code is taken from the current step or one
 * step either side (clocks drift); the step it matched is returned so a used code is refused.
 */
const ALGORITHM = 'SHA1';

/** The time step a moment falls in (RFC 6238's T). */
export function stepAt(nowMs: number): number {
  return TOTP.counter({ period: TWO_FACTOR.periodSeconds, timestamp: nowMs });
}

/** The code of a step: HOTP (RFC 4226) of the step number, `digits` long. */
export function codeAt(secret: Secret, step: number, digits: number = TWO_FACTOR.digits): string {
  return HOTP.generate({ secret, algorithm: ALGORITHM, digits, counter: step });
}

/** The step whose code this is, within the allowed drift around now; null when none matches. */
export function matchingStep(secretBase32: string, code: string, nowMs: number = Date.now()): number | null {
  const current = stepAt(nowMs);
  const delta = HOTP.validate({
    token: code,
    secret: Secret.fromBase32(secretBase32),
    algorithm: ALGORITHM,
    digits: TWO_FACTOR.digits,
    counter: current,
    window: TWO_FACTOR.driftSteps,
  });
  return delta === null ? null : current + delta;
}

/** A new random key of 160 bits (RFC 4226's recommended length), as base32 text. */
export function newSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function otpauthUri(secretBase32: string, accountName: string): string {
  return new TOTP({
    issuer: TWO_FACTOR.issuer,
    label: accountName,
    secret: Secret.fromBase32(secretBase32),
    algorithm: ALGORITHM,
    digits: TWO_FACTOR.digits,
    period: TWO_FACTOR.periodSeconds,
  }).toString();
}
