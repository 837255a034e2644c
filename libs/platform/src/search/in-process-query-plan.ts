import { MIN_PREFIX_TERM_LENGTH, PREFIX_MATCH_WEIGHT, typoEditsFor, type TextAnalyzer } from './search-analysis';
import { indexedFieldName, type FieldStatistics, type IndexedField, type MiniSearchInternals, type Postings } from './in-process-postings';
import type { WordPlan } from './in-process-scoring';

/** How many query words' plans an index keeps between writes. */
export const WORD_PLANS_KEPT = 1000;

/**
 * The blended frequencies of several terms' postings in one field; the document frequency the
 * largest of theirs (Lucene's SynonymQuery) or of their union (one edge n-gram), counting only the
 * documents `isIndexed` keeps (all when null). A single list is taken as MiniSearch holds it, not
 * copied: scoreBm25 skips the replaced and removed documents in it (they have no lengths), so only
 * its count needs them left out.
 */
function blend(
  postingsList: Postings[],
  fieldId: number,
  documentFrequency: 'largest' | 'union',
  isIndexed: ((doc: number) => boolean) | null,
): { frequencies: Map<number, number>; documentFrequency: number } {
  const lists = postingsList.flatMap((postings) => postings.get(fieldId) ?? []);
  if (lists.length === 1) return { frequencies: lists[0], documentFrequency: isIndexed ? indexedCount(lists[0], isIndexed) : lists[0].size };
  const frequencies = new Map<number, number>();
  for (const list of lists) {
    for (const [doc, frequency] of list) if (isIndexed === null || isIndexed(doc)) frequencies.set(doc, (frequencies.get(doc) ?? 0) + frequency);
  }
  const largest = () => Math.max(0, ...lists.map((list) => (isIndexed ? indexedCount(list, isIndexed) : list.size)));
  return { frequencies, documentFrequency: documentFrequency === 'union' ? frequencies.size : largest() };
}

function indexedCount(list: Map<number, number>, isIndexed: (doc: number) => boolean): number {
  let count = 0;
  for (const doc of list.keys()) if (isIndexed(doc)) count += 1;
  return count;
}

/** What planning a query word reads of the index. */
export interface PlanSource {
  tree: MiniSearchInternals['_index'];
  fieldIds: MiniSearchInternals['_fieldIds'];
  analyzers: Iterable<TextAnalyzer>;
  fields: IndexedField[];
  /** Each indexed document's field lengths (FieldStatistics): a document without any is replaced or removed. */
  lengthsByShortId: FieldStatistics['lengthsByShortId'];
  /** Whether MiniSearch's postings still hold replaced or removed documents (its vacuum has not reached them). */
  dirty: boolean;
}

/**
 * What a query word looks for in each language: the terms of its analysis (synonyms, stem) and
 * the longer indexed terms they begin. Only when no document has any of those, a Swedish word is
 * split into its compound parts, and only when no document has those either, it is widened to
 * the terms within its typo distance: a correctly spelled word is searched as it is ('kalium' is
 * not 'kalcium', 'transportprov' not every 'prov').
 */
export function planOfWord(word: string, { tree, fieldIds, analyzers, fields, lengthsByShortId, dirty }: PlanSource): WordPlan {
  const analyses = [...analyzers].map((analyzer) => ({
    ...analyzer.queryTerms(word),
    fieldIds: fields.flatMap((field) => (field.language === analyzer.language ? [fieldIds[indexedFieldName(field.name, field.language)]] : [])),
  }));
  /** Whether a document still indexed has the term in one of these fields. */
  const anyDocumentHas = (term: string, ids: number[]): boolean => {
    const postings = tree.get(term);
    if (!postings) return false;
    return ids.some((fieldId) => {
      for (const doc of postings.get(fieldId)?.keys() ?? []) if (lengthsByShortId[doc]) return true;
      return false;
    });
  };
  const known = analyses.some(({ plain, fieldIds: ids }) => plain.some((term) => anyDocumentHas(term, ids)));
  const partsKnown = !known && analyses.some(({ parts, fieldIds: ids }) => parts.some((term) => anyDocumentHas(term, ids)));
  const plan: WordPlan = [];
  // A replaced or removed document stays in MiniSearch's postings until its vacuum, which runs in
  // batches when it gets to them: counted, it would move every score by when the vacuum ran.
  const isIndexed = dirty ? (doc: number) => lengthsByShortId[doc] !== undefined : null;
  const add = (ids: number[], postingsList: Postings[], documentFrequency: 'largest' | 'union', weight: number) => {
    if (postingsList.length === 0) return;
    for (const fieldId of ids) {
      const blended = blend(postingsList, fieldId, documentFrequency, isIndexed);
      const prefix = documentFrequency === 'union';
      if (blended.documentFrequency > 0) plan.push({ fieldId, prefix, ...blended, weight: weight * fields[fieldId].boost });
    }
  };
  const postingsOf = (terms: string[]) => terms.flatMap((term) => tree.get(term) ?? []);
  for (const { plain, parts, fieldIds: ids } of analyses) {
    // The word as it is (its synonyms at its position), with its compound parts when it is unknown.
    add(ids, postingsOf(known ? plain : [...plain, ...parts]), 'largest', 1);
    // Each term as the beginning of words (Elasticsearch: one edge n-gram of the words' prefixes).
    for (const term of plain) {
      if (term.length >= MIN_PREFIX_TERM_LENGTH) add(ids, [...tree.atPrefix(term)].map(([, postings]) => postings), 'union', PREFIX_MATCH_WEIGHT);
    }
    if (known || partsKnown) continue;
    // Typo variants, each weighed by its similarity, as Lucene's fuzzy query does.
    for (const term of [...plain, ...parts]) {
      const edits = typoEditsFor(term);
      if (edits === 0) continue;
      for (const [variant, [postings, distance]] of tree.fuzzyGet(term, edits)) {
        if (distance > 0) add(ids, [postings], 'largest', 1 - distance / Math.min(term.length, variant.length));
      }
    }
  }
  return plan;
}
