import type { FieldStatistics } from './in-process-postings';
import { scoreBm25, type ScoreBoard, type WordPlan } from './in-process-scoring';

/**
 * A query word's BM25 score in each document that has any of its terms, summed over its terms as
 * scoreBm25 sums them, in two parallel typed arrays. Worked out once per word between writes
 * (the field statistics and lengths it reads change only with a write), so a query of a word in
 * every document adds 10,000 numbers instead of scoring 10,000 postings of each of its terms.
 */
export interface WordScores {
  docs: Int32Array;
  scores: Float64Array;
}

/** The word's scores, worked out on the board (which it leaves started for this word only). */
export function wordScoresOf(plan: WordPlan, statistics: FieldStatistics, board: ScoreBoard, size: number): WordScores {
  board.start(size);
  scoreBm25([plan], statistics, board);
  const docs = Int32Array.from(board.touched);
  const scores = new Float64Array(docs.length);
  for (let i = 0; i < docs.length; i++) scores[i] = board.scores[docs[i]];
  return { docs, scores };
}

/** Adds each word's scores to the board, started for the query. */
export function addWordScores(words: readonly WordScores[], board: ScoreBoard): void {
  for (const { docs, scores } of words) {
    for (let i = 0; i < docs.length; i++) board.add(docs[i], scores[i]);
  }
}

/** Documents' scores kept at most, over all kept words (about 24 MB): past it, the memory starts again. */
const KEPT_SCORES = 2_000_000;

/** The words' scores of the searches since the last write, bounded by WORD_PLANS_KEPT words and KEPT_SCORES scores. */
export class KeptWordScores {
  private readonly words = new Map<string, WordScores>();
  private scores = 0;

  constructor(private readonly maxWords: number) {}

  get(word: string): WordScores | undefined {
    return this.words.get(word);
  }

  set(word: string, scores: WordScores): void {
    if (this.words.size >= this.maxWords || this.scores + scores.docs.length > KEPT_SCORES) this.clear();
    this.words.set(word, scores);
    this.scores += scores.docs.length;
  }

  clear(): void {
    this.words.clear();
    this.scores = 0;
  }
}
