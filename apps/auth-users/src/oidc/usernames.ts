import { LIMITS } from '@labmedicin/contracts';

/** The characters a username may have (the contracts' usernameField): letters, digits, `.`, `_` and `-`. */
const NOT_IN_USERNAME = /[^\p{L}\p{N}._-]+/gu;

/** A text made into a username's shape (allowed characters, at most the longest length); '' when too little is left. */
function usernameShape(text: string): string {
  const shaped = text.normalize('NFC').trim().replace(/\s+/g, '.').replace(NOT_IN_USERNAME, '').slice(0, LIMITS.usernameMax);
  return shaped.length >= LIMITS.usernameMin ? shaped : '';
}

/**
 * The usernames a new account of a person signed in by the identity provider may take, best
 * first: their preferred username, the part of their email before the @, their names; then each
 * with a number, shortened so the number fits.
 */
export function* usernameCandidates(person: { preferredUsername: string; email: string; givenName: string; familyName: string }): Generator<string> {
  const bases = [person.preferredUsername, person.email.split('@')[0] ?? '', `${person.givenName} ${person.familyName}`]
    .map(usernameShape)
    .filter((base, index, all) => base !== '' && all.findIndex((other) => other.toLowerCase() === base.toLowerCase()) === index);
  if (bases.length === 0) bases.push('user');
  yield* bases;
  for (let number = 2; ; number += 1) {
    const suffix = String(number);
    yield `${bases[0].slice(0, LIMITS.usernameMax - suffix.length)}${suffix}`;
  }
}
