import { TWO_FACTOR } from '@labmedicin/contracts';
import { Secret } from 'otpauth';
import { codeAt, matchingStep, newSecret, otpauthUri, stepAt } from './totp';

/**
 * The published test vectors of RFC 6238, Appendix B (https://www.rfc-editor.org/rfc/rfc6238#appendix-B),
 * mode SHA1: the seed is the ASCII string "12345678901234567890", T0 = 0, X = 30 s, eight digits.
 */
const RFC_SEED = '12345678901234567890';
const RFC_SHA1_VECTORS: ReadonlyArray<readonly [seconds: number, step: number, code: string]> = [
  [59, 0x1, '94287082'],
  [1111111109, 0x23523ec, '07081804'],
  [1111111111, 0x23523ed, '14050471'],
  [1234567890, 0x273ef07, '89005924'],
  [2000000000, 0x3f940aa, '69279037'],
  [20000000000, 0x27bc86aa, '65353130'],
];

describe('TOTP (RFC 6238)', () => {
  const rfcSecret = Secret.fromLatin1(RFC_SEED);

  it.each(RFC_SHA1_VECTORS)('at %d s is step %d with the eight-digit code %s', (seconds, step, code) => {
    expect(stepAt(seconds * 1000)).toBe(step);
    expect(codeAt(rfcSecret, step, 8)).toBe(code);
  });

  it.each(RFC_SHA1_VECTORS)('takes the six-digit code of the vector at %d s (its last six digits) at that time', (seconds, step, code) => {
    expect(matchingStep(rfcSecret.base32, code.slice(-6), seconds * 1000)).toBe(step);
  });

  it('takes a code one step early or late (clock drift), and refuses it two steps away', () => {
    const [seconds, step, code] = RFC_SHA1_VECTORS[3] ?? [0, 0, ''];
    const sixDigits = code.slice(-6);
    const period = TWO_FACTOR.periodSeconds * 1000;
    expect(matchingStep(rfcSecret.base32, sixDigits, seconds * 1000 + period)).toBe(step);
    expect(matchingStep(rfcSecret.base32, sixDigits, seconds * 1000 - period)).toBe(step);
    expect(matchingStep(rfcSecret.base32, sixDigits, seconds * 1000 + 2 * period)).toBeNull();
    expect(matchingStep(rfcSecret.base32, sixDigits, seconds * 1000 - 2 * period)).toBeNull();
  });

  it('refuses a wrong code and a code of another key', () => {
    const now = 1234567890 * 1000;
    const own = codeAt(rfcSecret, stepAt(now));
    const wrong = String((Number(own) + 1) % 1_000_000).padStart(6, '0');
    expect(matchingStep(rfcSecret.base32, wrong, now)).toBeNull();
    expect(matchingStep(newSecret(), own, now)).toBeNull();
  });

  it('makes a 160-bit key and the otpauth:// URI an app reads', () => {
    const secret = newSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const uri = new URL(otpauthUri(secret, 'eva@example.se'));
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.host).toBe('totp');
    expect(decodeURIComponent(uri.pathname)).toBe('/Labmedicin:eva@example.se');
    expect(Object.fromEntries(uri.searchParams)).toEqual({ issuer: 'Labmedicin', secret, algorithm: 'SHA1', digits: '6', period: '30' });
  });
});
