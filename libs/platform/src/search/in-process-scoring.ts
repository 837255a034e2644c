import type { FieldStatistics } from './in-process-postings';

/*
 * How the embedded index scores and ranks: Lucene's BM25 over a query's planned terms, the best
 * page of matches, and the best match of each group when results are collapsed.
 */

/** Lucene's BM25 (k1, b), Elasticsearch's default similarity, so both engines rank alike. */
const BM25_K1 = 1.2;
const BM25_B = 0.75;

/**
 * One scored term of a query word in one field, as Lucene scores it: its documents' term
 * frequencies, its document frequency and what a match counts (field boost included). Terms
 * Elasticsearch puts at one position (a word's synonyms and compound parts, or every word a prefix
 * begins) are one blended term: frequencies summed over them.
 */
interface TermSource {
  fieldId: number;
  /** A prefix (Elasticsearch's `.prefix` subfield, whose statistics count edge n-grams). */
  prefix: boolean;
  frequencies: Map<number, number>;
  documentFrequency: number;
  weight: number;
}

/** What one query word looks for: the terms of its analysis in each language, with their prefixes and (unknown words) typo variants. */
export type WordPlan = TermSource[];

/**
 * Lucene's BM25 of every query word's terms, over the documents that have them, added to the
 * board per document as Elasticsearch's most_fields sums them.
 */
export function scoreBm25(plans: Iterable<WordPlan>, { documents, terms, grams, lengthsByShortId }: FieldStatistics, board: ScoreBoard): void {
  for (const plan of plans) {
    for (const source of plan) {
      const { fieldId } = source;
      const inverse = Math.log(1 + (documents[fieldId] - source.documentFrequency + 0.5) / (source.documentFrequency + 0.5));
      const weight = source.weight * inverse;
      const average = (source.prefix ? grams : terms)[fieldId] / documents[fieldId] || 1;
      for (const [doc, frequency] of source.frequencies) {
        // Plans hold indexed documents only (planOfWord); this guards the lengths read below all the same.
        const length = lengthsByShortId[doc]?.[fieldId]?.[0];
        if (length === undefined) continue;
        board.add(doc, (weight * frequency) / (frequency + BM25_K1 * (1 - BM25_B + (BM25_B * length) / average)));
      }
    }
  }
}

/** A match by MiniSearch's short document id, with its score. */
interface ScoredDocument {
  doc: number;
  score: number;
}

/** Pages this deep keep every match and sort them once; above it inserting into the kept list costs more. */
const MAX_SELECTED_HITS = 256;

/**
 * The best `size` matches in rank order: best first, equal scores (always so for a blank query) by
 * id, so pages never overlap. A page near the front keeps only that many, each match tested
 * against the worst kept, instead of sorting thousands of matches for 20.
 */
export class RankedPage {
  private readonly kept: ScoredDocument[] = [];

  constructor(
    private readonly size: number,
    private readonly idOf: (doc: number) => string,
  ) {}

  ranksBefore(a: ScoredDocument, b: ScoredDocument): boolean {
    return a.score > b.score || (a.score === b.score && this.idOf(a.doc) < this.idOf(b.doc));
  }

  offer(doc: number, score: number): void {
    const kept = this.kept;
    if (this.size > MAX_SELECTED_HITS) {
      kept.push({ doc, score });
      return;
    }
    if (this.size === 0) return;
    const worst = kept[kept.length - 1];
    if (kept.length === this.size && (score < worst.score || !this.ranksBefore({ doc, score }, worst))) return;
    const hit = { doc, score };
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.ranksBefore(kept[middle], hit)) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, hit);
    if (kept.length > this.size) kept.pop();
  }

  best(): ScoredDocument[] {
    if (this.size > MAX_SELECTED_HITS) this.kept.sort((a, b) => (this.ranksBefore(a, b) ? -1 : this.ranksBefore(b, a) ? 1 : 0));
    return this.kept.slice(0, this.size);
  }
}

/**
 * The scores of one search, by MiniSearch's short document id, in a typed array the index reuses:
 * a search touches only the entries of its matches, marked with the search's generation.
 */
export class ScoreBoard {
  scores = new Float64Array(0);
  private seenIn = new Uint32Array(0);
  private generation = 0;
  touched: number[] = [];

  start(size: number): void {
    if (this.scores.length < size) {
      const length = Math.max(size, this.scores.length * 2, 1024);
      this.scores = new Float64Array(length);
      this.seenIn = new Uint32Array(length);
      this.generation = 0;
    }
    this.generation += 1;
    this.touched = [];
  }

  add(doc: number, score: number): void {
    if (this.seenIn[doc] !== this.generation) {
      this.seenIn[doc] = this.generation;
      this.scores[doc] = 0;
      this.touched.push(doc);
    }
    this.scores[doc] += score;
  }
}

/**
 * What collapsing keeps per group during one search, in typed arrays the index reuses (marked with
 * the search's generation like the ScoreBoard): its best match, and per facet the first value
 * counted for it, so a value is counted once per group; a group with several values in one facet
 * (rare) keeps the others as numbers value × groups + group.
 */
export class GroupBoard {
  bestDoc = new Int32Array(0);
  bestScore = new Float64Array(0);
  private seenIn = new Uint32Array(0);
  private facetSeenIn: Uint32Array[] = [];
  private facetFirst: Int32Array[] = [];
  private generation = 0;
  touched: number[] = [];
  private others: Set<number>[] = [];

  start(size: number, facets: number): void {
    if (this.seenIn.length < size || this.facetSeenIn.length < facets) {
      const length = Math.max(size, this.seenIn.length * 2, 1024);
      this.bestDoc = new Int32Array(length);
      this.bestScore = new Float64Array(length);
      this.seenIn = new Uint32Array(length);
      this.facetSeenIn = Array.from({ length: Math.max(facets, this.facetSeenIn.length) }, () => new Uint32Array(length));
      this.facetFirst = Array.from({ length: Math.max(facets, this.facetFirst.length) }, () => new Int32Array(length));
      this.generation = 0;
    }
    this.generation += 1;
    this.touched = [];
    this.others = Array.from({ length: facets }, () => new Set<number>());
  }

  /** Whether the group is new in this search (then the match is its best so far). */
  enter(group: number, doc: number, score: number): boolean {
    if (this.seenIn[group] === this.generation) return false;
    this.seenIn[group] = this.generation;
    this.bestDoc[group] = doc;
    this.bestScore[group] = score;
    this.touched.push(group);
    return true;
  }

  /** Whether a facet value is counted for the group for the first time in this search. */
  firstOfValue(facet: number, group: number, value: number, groups: number): boolean {
    if (this.facetSeenIn[facet][group] !== this.generation) {
      this.facetSeenIn[facet][group] = this.generation;
      this.facetFirst[facet][group] = value;
      return true;
    }
    if (this.facetFirst[facet][group] === value) return false;
    const pair = value * groups + group;
    if (this.others[facet].has(pair)) return false;
    this.others[facet].add(pair);
    return true;
  }
}
