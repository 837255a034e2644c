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
/** Longest prefix indexed (Elasticsearch's edge n-grams); a longer query word still matches through the stemmed field. */
export const MAX_PREFIX_LENGTH = 20;
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

/**
 * Lucene's DictionaryCompoundWordTokenFilter defaults, which Elasticsearch's
 * `dictionary_decompounder` keeps: words of 5+ letters are split, into parts of 2–15 letters.
 */
export const COMPOUND_MIN_WORD_LENGTH = 5;
export const COMPOUND_MIN_PART_LENGTH = 2;
export const COMPOUND_MAX_PART_LENGTH = 15;

/**
 * The parts of a lower-cased word found in a word list, as Lucene's dictionary decompounder
 * finds them (every listed word that occurs anywhere in it, overlaps and repeats included):
 * 'järnbristanemi' → järn, järnbrist, brist, anemi.
 */
export function compoundPartsOf(word: string, parts: ReadonlySet<string>): string[] {
  if (word.length < COMPOUND_MIN_WORD_LENGTH || parts.size === 0) return [];
  const found: string[] = [];
  for (let start = 0; start <= word.length - COMPOUND_MIN_PART_LENGTH; start++) {
    for (let length = COMPOUND_MIN_PART_LENGTH; length <= COMPOUND_MAX_PART_LENGTH && start + length <= word.length; length++) {
      const part = word.slice(start, start + length);
      if (parts.has(part)) found.push(part);
    }
  }
  return found;
}

/** Letters that Unicode's decomposition does not split into a base letter and a mark, folded as Lucene's ASCIIFoldingFilter does. */
const UNDECOMPOSED_FOLDS: Record<string, string> = { æ: 'ae', ø: 'o', ß: 'ss', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/**
 * A lower-cased term without its diacritics (järnbrist → jarnbrist, é → e, ü → u), as
 * Elasticsearch's `asciifolding` gives it for Latin letters: readers leave out å, ä and ö.
 */
export function foldDiacritics(term: string): string {
  if (/^\p{ASCII}*$/u.test(term)) return term;
  return term
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[æøßœđłþð]/g, (letter) => UNDECOMPOSED_FOLDS[letter]);
}

/**
 * Terms with the folded form of each that has diacritics beside them, as `asciifolding` with
 * preserve_original emits it (one more token per such term): exact spellings still match twice.
 */
function withFolded(terms: string[]): string[] {
  const folded = terms.map(foldDiacritics).filter((term, i) => term !== terms[i]);
  return folded.length === 0 ? terms : [...terms, ...folded];
}

/** Distinct lower-cased words whose indexed terms an analyzer remembers at most (as the stems, REMEMBERED_STEMS). */
const REMEMBERED_TERMS = 20_000;

/** Splits a field value or a query into raw tokens, system prefixes removed. */
export function tokenize(text: string): string[] {
  return stripSystemPrefixes(text).split(TOKEN_SEPARATOR).filter((token) => token !== '');
}

/**
 * Reads synonym rules in the Solr format that Elasticsearch's `synonym_graph` reads: one rule a
 * line, `a, b, c` (each finds all) or `a, b => c, d` (a and b find c and d, and no longer
 * themselves); blank lines and `#` comments skipped. Each entry is one word: a phrase would make a
 * graph of several positions, which the in-process index does not follow. Lower-cased, as the
 * analysis chain before the synonyms lower-cases them in Elasticsearch.
 */
export function synonymMapOf(rules: readonly string[]): Map<string, string[]> {
  const map = new Map<string, Set<string>>();
  const add = (from: string, to: string[]) => {
    const set = map.get(from) ?? new Set<string>();
    to.forEach((word) => set.add(word));
    map.set(from, set);
  };
  const wordsOf = (side: string, rule: string) =>
    side.split(',').map((entry) => {
      const words = tokenize(entry.trim().toLowerCase());
      if (words.length !== 1 || words[0] !== entry.trim().toLowerCase()) {
        throw new SearchAnalysisError(`Synonym rule "${rule}": "${entry.trim()}" is not one word of letters and digits`);
      }
      return words[0];
    });
  for (const line of rules) {
    const rule = line.replace(/#.*$/, '').trim();
    if (rule === '') continue;
    const sides = rule.split('=>');
    if (sides.length > 2) throw new SearchAnalysisError(`Synonym rule "${rule}" has more than one =>`);
    if (sides.length === 2) {
      const targets = wordsOf(sides[1], rule);
      for (const word of wordsOf(sides[0], rule)) add(word, targets);
    } else {
      const words = wordsOf(rule, rule);
      for (const word of words) add(word, words);
    }
  }
  return new Map([...map].map(([word, set]) => [word, [...set]]));
}

/** Synonym rules or compound parts that cannot be read: a programming error, not bad user input. */
export class SearchAnalysisError extends Error {}

/** The vocabulary data of an index: query synonyms, and the word list compounds are split by. */
export interface AnalysisData {
  synonyms?: readonly string[];
  compoundParts?: readonly string[];
}

export interface TextAnalyzer {
  readonly language: SearchLanguage;
  /** The indexed terms of a token: lower-cased, split into compound parts (Swedish), stemmed; none for a stop word. */
  indexTerms(token: string): string[];
  /**
   * The terms a query word looks for, lower-cased, with its synonyms, stemmed (`plain`), and the
   * stemmed compound parts of those (Swedish) that are not among them (`parts`): a query word is
   * split only when no document has it as it is. None for a stop word. The order of
   * Elasticsearch's search analyzers.
   */
  queryTerms(token: string): QueryTerms;
}

export interface QueryTerms {
  plain: string[];
  parts: string[];
}

/**
 * One language's analysis, the same chain as the Elasticsearch analyzers the adapter defines:
 * lower case, stop words, (queries only) synonyms, (Swedish only) compound parts, stemmer, and
 * each term's form without diacritics beside it.
 */
export function textAnalyzerFor(language: SearchLanguage, data: AnalysisData = {}): TextAnalyzer {
  const stem = rememberingStems(language === 'sv' ? swedishStemmer : englishStemmer);
  const stopWords = new Set(stopWordsFor(language));
  const synonyms = synonymMapOf(data.synonyms ?? []);
  const partList = new Set(language === 'sv' ? (data.compoundParts ?? []).map((part) => part.toLowerCase()) : []);
  const withParts = (word: string) => [word, ...compoundPartsOf(word, partList)];
  // Texts repeat their words: each word's terms are worked out once (a pure function of the word).
  const indexed = new Map<string, string[]>();
  return {
    language,
    indexTerms: (token) => {
      const lower = token.toLowerCase();
      let terms = indexed.get(lower);
      if (terms === undefined) {
        terms = stopWords.has(lower) ? [] : withFolded(withParts(lower).map(stem));
        if (indexed.size >= REMEMBERED_TERMS) indexed.clear();
        indexed.set(lower, terms);
      }
      return terms;
    },
    queryTerms: (token) => {
      const lower = token.toLowerCase();
      if (stopWords.has(lower)) return { plain: [], parts: [] };
      const words = synonyms.get(lower) ?? [lower];
      const plain = [...new Set(withFolded(words.map(stem)))];
      const parts = [...new Set(withFolded(words.flatMap((word) => compoundPartsOf(word, partList)).map(stem)))].filter((part) => !plain.includes(part));
      return { plain, parts };
    },
  };
}
