import { ACCOUNT_ERRORS, COMMON_ERRORS, ERRORS, VALIDATION_MESSAGES } from '@labmedicin/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_MESSAGES } from './en/error-texts';
import svAccountErrors from './sv/errors/accounts.json';

const LOCALES = join(__dirname);

function read(language: string): Record<string, unknown> {
  return Object.fromEntries(
    readdirSync(join(LOCALES, language))
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.replace(/\.json$/, ''), JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8'))]),
  );
}

/** Every leaf as 'namespace:dotted.key' → text. */
function leaves(tree: unknown, prefix = ''): Record<string, unknown> {
  if (typeof tree !== 'object' || tree === null) return { [prefix]: tree };
  return Object.entries(tree).reduce<Record<string, unknown>>(
    (all, [key, value]) => ({ ...all, ...leaves(value, prefix ? `${prefix}${prefix.includes(':') ? '.' : ':'}${key}` : key) }),
    {},
  );
}

// The English validation and error texts are not files: they are the contracts' own maps.
const en = leaves({ ...read('en'), validation: VALIDATION_MESSAGES, errors: Object.fromEntries(Object.entries(ERRORS).map(([code, { message }]) => [code, message])) });
// The Swedish error texts of the account and admin pages come with their chunks (account-error-texts.ts).
const svFiles = read('sv');
const sv = leaves({ ...svFiles, errors: { ...(svFiles.errors as object), ...svAccountErrors } });

describe('translations', () => {
  it('splits the error texts alike in both languages: those any page meets, and those of the account and admin pages', () => {
    expect(Object.keys(ERROR_MESSAGES).sort()).toEqual(Object.keys(COMMON_ERRORS).sort());
    expect(Object.keys(svFiles.errors as object).sort()).toEqual(Object.keys(COMMON_ERRORS).sort());
    expect(Object.keys(svAccountErrors).sort()).toEqual(Object.keys(ACCOUNT_ERRORS).sort());
  });

  it('has every English key in Swedish', () => {
    expect(Object.keys(en).filter((key) => !(key in sv))).toEqual([]);
  });

  it('has every Swedish key in English', () => {
    expect(Object.keys(sv).filter((key) => !(key in en))).toEqual([]);
  });

  it('has a non-empty text for every key', () => {
    const empty = [...Object.entries(en), ...Object.entries(sv)].filter(([, text]) => typeof text !== 'string' || text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('uses the same interpolation variables in both languages', () => {
    const variables = (text: unknown) => [...String(text).matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
    const differing = Object.keys(en).filter((key) => JSON.stringify(variables(en[key])) !== JSON.stringify(variables(sv[key])));
    expect(differing).toEqual([]);
  });

  it('translates the Swedish UI for real: the spec texts differ from the English ones', () => {
    for (const key of ['fallback:guard.checking', 'fallback:guard.deniedTitle', 'fallback:notFound.title', 'auth:login.failed', 'validation:passwordsDoNotMatch', 'errors:INVALID_CREDENTIALS']) {
      expect(sv[key]).not.toEqual(en[key]);
    }
  });
});
