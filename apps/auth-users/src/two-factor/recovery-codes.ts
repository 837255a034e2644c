import { createHash, randomInt } from 'node:crypto';
import { TWO_FACTOR } from '@labmedicin/contracts';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';
const GROUP = 5;

/**
 * Ten new recovery codes, as shown once: "abcde-fghij", 50 random bits each. Only their hashes are
 * stored; random codes this long need no slow hash (nothing to guess from a dictionary).
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR.recoveryCodeCount }, () => {
    const letters = Array.from({ length: 2 * GROUP }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${letters.slice(0, GROUP)}-${letters.slice(GROUP)}`;
  });
}

/** The stored form of a recovery code, however it was typed (case and hyphen do not count). */
export function recoveryCodeHash(code: string): string {
  return createHash('sha256').update(code.toLowerCase().replace(/-/g, '')).digest('hex');
}
