import { tokenize } from './search-analysis';
import type { SearchDocument, SearchIndexSpec } from './search-engine.port';
import { textOf } from './search-spec';

/*
 * "Did you mean": the rules of Elasticsearch's term suggester (Lucene's DirectSpellChecker), which
 * the production adapter asks, written out for the in-process index. A query word of 4+ letters
 * that no document holds is replaced by the indexed word nearest to it: at most 2 edits (a swap of
 * two letters is one), the same first letter, a similarity of at least 0.5, then the most
 * documents, then the word.
 */

/** Elasticsearch's term suggester defaults, stated so both adapters name the same rule. */
export const SPELLING = { maxEdits: 2, prefixLength: 1, minWordLength: 4, accuracy: 0.5 } as const;

/** The lower-cased words of a document's spelling fields, each once. */
export function spellingWordsOf(spec: SearchIndexSpec, doc: SearchDocument): string[] {
  const words = (spec.spellingFields ?? []).flatMap((field) => tokenize(textOf(doc[field])).map((word) => word.toLowerCase()));
  return [...new Set(words)];
}

/** Edit distance with adjacent swaps counted as one edit (optimal string alignment), or Infinity past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return Infinity;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let smallest = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2] + 1);
      current[j] = value;
      smallest = Math.min(smallest, value);
    }
    if (smallest > max) return Infinity;
    before = previous;
    previous = current;
  }
  return previous[b.length] <= max ? previous[b.length] : Infinity;
}

/**
 * The in-process index's words of its spelling fields, with how many documents hold each, kept in
 * step with every write (each document's words are kept to take them out again).
 */
export class SpellingDictionary {
  private readonly counts = new Map<string, number>();
  private readonly byDocument = new Map<string, string[]>();

  constructor(held: Iterable<[string, string[]]> = []) {
    for (const [id, words] of held) this.set(id, words);
  }

  set(id: string, words: string[]): void {
    this.delete(id);
    this.byDocument.set(id, words);
    for (const word of words) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
  }

  delete(id: string): void {
    for (const word of this.byDocument.get(id) ?? []) {
      const count = (this.counts.get(word) ?? 0) - 1;
      if (count > 0) this.counts.set(word, count);
      else this.counts.delete(word);
    }
    this.byDocument.delete(id);
  }

  clear(): void {
    this.counts.clear();
    this.byDocument.clear();
  }

  /** Each document's words, as a snapshot stores them. */
  entries(): [string, string[]][] {
    return [...this.byDocument];
  }

  /** The text with each word the index lacks replaced by its nearest indexed word (SPELLING); null when none was. */
  correct(text: string): string | null {
    let changed = false;
    const words = tokenize(text).map((token) => {
      const word = token.toLowerCase();
      const nearest = this.counts.has(word) ? undefined : this.nearest(word);
      if (nearest === undefined) return word;
      changed = true;
      return nearest;
    });
    return changed ? words.join(' ') : null;
  }

  private nearest(word: string): string | undefined {
    if (word.length < SPELLING.minWordLength) return undefined;
    let best: { word: string; similarity: number; count: number } | undefined;
    for (const [candidate, count] of this.counts) {
      if (candidate.slice(0, SPELLING.prefixLength) !== word.slice(0, SPELLING.prefixLength)) continue;
      const distance = editDistance(word, candidate, SPELLING.maxEdits);
      if (distance === Infinity) continue;
      const similarity = 1 - distance / Math.min(word.length, candidate.length);
      if (similarity < SPELLING.accuracy) continue;
      const better =
        !best || similarity > best.similarity || (similarity === best.similarity && (count > best.count || (count === best.count && candidate < best.word)));
      if (better) best = { word: candidate, similarity, count };
    }
    return best?.word;
  }
}
