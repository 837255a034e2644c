import { stemmer as englishStemmer } from '@orama/stemmers/english';
import { stemmer as swedishStemmer } from '@orama/stemmers/swedish';
import { stopwords as englishStopWords } from '@orama/stopwords/english';
import { stopwords as swedishStopWords } from '@orama/stopwords/swedish';
import type { SearchLanguage } from './search-engine.port';

/**
 * Text analysis shared by both adapters so that a query finds the same documents embedded and in
 * production. The stemmers implement the algorithms of Elasticsearch's `swedish` (Snowball) and
 * `english` (Porter) analyzers, and the same stop word lists are handed to those analyzers.
 */

/**
 * Swedish specimen ("system") prefixes of laboratory test names: B-Hb, P-Kreatinin, fP-Glukos,
 * U-Albumin, Ery-MCV, aB-pH. They say where the analyte was measured, not what it is, so they are
 * stripped before tokenising: 'P-Kreatinin' must find a text that says 'kreatinin', and must not
 * match every text with some other P- test. Several may be joined, as in 'S/P-Kreatinin'.
 */
export const SYSTEM_PREFIXES = [
  'B', 'P', 'S', 'U', 'F', 'Pt', 'Ery', 'Lkc', 'Trc', 'Csv', 'Pl', 'fP', 'fS', 'fB', 'vB', 'aB', 'cB', 'kB', 'dU',
] as const;

const prefixAlternatives = SYSTEM_PREFIXES.join('|');
const SYSTEM_PREFIX_PATTERN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${prefixAlternatives})(?:[/,](?:${prefixAlternatives}))*-(?=[\\p{L}\\p{N}])`,
  'giu',
);

/** The same separators as Elasticsearch's standard tokenizer in practice: anything not a letter or digit. */
const TOKEN_SEPARATOR = /[^\p{L}\p{N}]+/u;

/** Query terms shorter than this are matched exactly or as a prefix, never with a typo. */
export const MIN_TYPO_TERM_LENGTH = 5;
/** Terms at least this long tolerate two edits (Elasticsearch fuzziness AUTO:5,8). */
export const MIN_TWO_TYPOS_TERM_LENGTH = 8;
/** A single letter is never expanded as a prefix; it would match a large part of the index. */
export const MIN_PREFIX_TERM_LENGTH = 2;
/** What a prefix match counts against a whole word: 'kreat' finds Kreatinin, ranked below whole-word matches. */
export const PREFIX_MATCH_WEIGHT = 0.5;

export function stripSystemPrefixes(text: string): string {
  return text.replace(SYSTEM_PREFIX_PATTERN, '');
}

export function stopWordsFor(language: SearchLanguage): readonly string[] {
  return language === 'sv' ? swedishStopWords : englishStopWords;
}

/** How many edits a query term may differ by, the rule of Elasticsearch's fuzziness AUTO:5,8. */
export function typoEditsFor(term: string): number {
  if (term.length >= MIN_TWO_TYPOS_TERM_LENGTH) return 2;
  return term.length >= MIN_TYPO_TERM_LENGTH ? 1 : 0;
}

export interface TextAnalyzer {
  /** Splits a field value or a query into raw tokens, system prefixes removed. */
  tokenize(text: string): string[];
  /** The indexed form of a token: lower-cased and stemmed, or null for a stop word. */
  term(token: string): string | null;
}

/**
 * Distinct words whose stems are remembered at most. Articles repeat their words (a rebuild of
 * 10,000 stems each distinct word thousands of times); the bound keeps the memory small (about
 * 2 MB) when a long-running index meets ever new words: past it, the memory starts again.
 */
export const REMEMBERED_STEMS = 20_000;

/** The stemmer, remembering the stems of up to REMEMBERED_STEMS words (stemming is a pure function). */
export function rememberingStems(stem: (word: string) => string, limit = REMEMBERED_STEMS): (word: string) => string {
  const stems = new Map<string, string>();
  return (word) => {
    let stemmed = stems.get(word);
    if (stemmed === undefined) {
      stemmed = stem(word);
      if (stems.size >= limit) stems.clear();
      stems.set(word, stemmed);
    }
    return stemmed;
  };
}

export function textAnalyzerFor(language: SearchLanguage): TextAnalyzer {
  const stem = rememberingStems(language === 'sv' ? swedishStemmer : englishStemmer);
  const stopWords = new Set(stopWordsFor(language));
  return {
    tokenize: (text) => stripSystemPrefixes(text).split(TOKEN_SEPARATOR).filter((token) => token !== ''),
    term: (token) => {
      const lower = token.toLowerCase();
      return stopWords.has(lower) ? null : stem(lower);
    },
  };
}
