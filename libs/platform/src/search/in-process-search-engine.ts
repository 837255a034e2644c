import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch, { type Options as MiniSearchOptions } from 'minisearch';
import { MAX_PREFIX_LENGTH, MIN_PREFIX_TERM_LENGTH, PREFIX_MATCH_WEIGHT, textAnalyzerFor, tokenize, typoEditsFor, type TextAnalyzer } from './search-analysis';
import type {
  ReconcileReport,
  SearchDocument,
  SearchEngine,
  SearchIndex,
  SearchIndexSpec,
  SearchLanguage,
  SearchQuery,
  SearchResult,
} from './search-engine.port';
import {
  assertValidIndexSpec,
  fieldBoost,
  keywordValuesOf,
  languageOfDocument,
  languagesOf,
  normaliseQuery,
  textFieldsOf,
  textOf,
} from './search-spec';

/** Lucene's BM25 (k1, b), Elasticsearch's default similarity, so both engines rank alike. */
const BM25_K1 = 1.2;
const BM25_B = 0.75;

/** A document's keyword values by field: what filters and facet counts read. */
type KeywordValues = Record<string, string[]>;

/** How long after an index write its snapshot is written, so a crash costs at most this much re-analysis. */
const SNAPSHOT_DELAY_MS = 30_000;

/** What a document looked like when it was indexed: any change to any field changes it. */
function fingerprintOf(doc: SearchDocument): string {
  return createHash('sha1').update(JSON.stringify(doc)).digest('base64');
}

/** An indexed term's postings: by field id, each document's (short id) term frequency. */
type Postings = Map<number, Map<number, number>>;

/**
 * MiniSearch's inverted index and document tables (internal to MiniSearch 7, private in its
 * typings). The search below reads them directly: MiniSearch's own scoring makes a result object
 * with the matched terms of every match, which for a word in 10,000 articles costs more than the
 * arithmetic itself.
 */
interface MiniSearchInternals {
  _index: {
    get(term: string): Postings | undefined;
    atPrefix(prefix: string): Iterable<[string, Postings]>;
    fuzzyGet(term: string, maxEdits: number): Map<string, [Postings, number]>;
  };
  _documentIds: Map<number, string>;
  _idToShortId: Map<string, number>;
  _fieldIds: Record<string, number>;
  _fieldLength: Map<number, number[]>;
  _documentCount: number;
  _nextId: number;
}

/** A text field of one language as MiniSearch indexes it. */
interface IndexedField {
  name: string;
  language: SearchLanguage;
  boost: number;
}

/** The MiniSearch field of a spec field in one language (each language's text is a field of its own). */
const indexedFieldName = (field: string, language: SearchLanguage) => `${field}.${language}`;

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
type WordPlan = TermSource[];

/**
 * The blended frequencies of several terms' postings in one field, over the documents `isIndexed`
 * keeps (all when null); the document frequency the largest of theirs (Lucene's SynonymQuery) or of
 * their union (one edge n-gram).
 */
function blend(
  postingsList: Postings[],
  fieldId: number,
  documentFrequency: 'largest' | 'union',
  isIndexed: ((doc: number) => boolean) | null,
): { frequencies: Map<number, number>; documentFrequency: number } {
  const lists = postingsList.flatMap((postings) => postings.get(fieldId) ?? []).map((list) => (isIndexed ? kept(list, isIndexed) : list));
  if (lists.length === 1) return { frequencies: lists[0], documentFrequency: lists[0].size };
  const frequencies = new Map<number, number>();
  for (const list of lists) for (const [doc, frequency] of list) frequencies.set(doc, (frequencies.get(doc) ?? 0) + frequency);
  return { frequencies, documentFrequency: documentFrequency === 'union' ? frequencies.size : Math.max(0, ...lists.map((list) => list.size)) };
}

function kept(list: Map<number, number>, isIndexed: (doc: number) => boolean): Map<number, number> {
  const frequencies = new Map<number, number>();
  for (const [doc, frequency] of list) if (isIndexed(doc)) frequencies.set(doc, frequency);
  return frequencies;
}

/**
 * A document's lengths in one field as Lucene keeps them: its words (the norm: stop words and
 * terms at the same position not counted), its indexed terms (compound parts too) and its edge
 * n-grams (the `.prefix` subfield); null for a field not in the document's language.
 */
type FieldLength = [words: number, terms: number, grams: number] | null;

/**
 * Lucene's per-field statistics: documents with words in the field, the sums of the lengths BM25
 * divides by (all term occurrences over those documents, as Lucene's sumTotalTermFreq counts them:
 * of the terms, or of the n-grams for prefixes), and each document's lengths by short id. Built at
 * the first search, then kept in step with each write.
 */
interface FieldStatistics {
  documents: number[];
  terms: number[];
  grams: number[];
  lengthsByShortId: (FieldLength[] | undefined)[];
}

/** How many query words' plans an index keeps between writes. */
const WORD_PLANS_KEPT = 1000;

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
class RankedPage {
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
 * A keyword field's values by document (short id), each value as its number in `values`: what
 * filters, facet counts and collapsing read, without a map lookup or a string per match.
 */
interface KeywordColumn {
  values: string[];
  numbers: Map<string, number>;
  byDocument: (number[] | undefined)[];
}

/** A value's number in a column, numbered on first sight. */
function numberOf(column: KeywordColumn, value: string): number {
  let number = column.numbers.get(value);
  if (number === undefined) {
    number = column.values.length;
    column.values.push(value);
    column.numbers.set(value, number);
  }
  return number;
}

/**
 * The scores of one search, by MiniSearch's short document id, in a typed array the index reuses:
 * a search touches only the entries of its matches, marked with the search's generation.
 */
class ScoreBoard {
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
class GroupBoard {
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

/** MiniSearch's options for a spec; a snapshot is loaded with the same ones it was built with. */
function miniSearchOptionsFor(spec: SearchIndexSpec, analyzers: Map<SearchLanguage, TextAnalyzer>, fields: IndexedField[]): MiniSearchOptions<SearchDocument> {
  const fieldsByName = new Map(fields.map((field) => [indexedFieldName(field.name, field.language), field]));
  return {
    idField: 'id',
    fields: [...fieldsByName.keys()],
    // A text is a field of its document's language only; MiniSearch skips a field extracted as undefined.
    extractField: (doc, name) => {
      if (name === 'id') return doc.id;
      const field = fieldsByName.get(name);
      return field && languageOfDocument(spec, doc) === field.language ? textOf(doc[field.name]) : (undefined as unknown as string);
    },
    tokenize,
    processTerm: (token, name) => (analyzers.get(fieldsByName.get(name as string)?.language ?? spec.language) as TextAnalyzer).indexTerms(token),
    autoVacuum: true,
  };
}

/** What a snapshot file holds: the spec it was built for, MiniSearch's own JSON, the keyword values, fingerprints and versions. */
interface IndexSnapshot {
  spec: SearchIndexSpec;
  engine: unknown;
  keywords: [string, KeywordValues][];
  fingerprints: [string, string][];
  versions: [string, number][];
  lengths: [string, FieldLength[]][];
}

/**
 * The embedded search index: MiniSearch's inverted index (an in-memory radix tree) with the shared
 * Swedish/English analysis, scored by BM25 here. It lives in memory, restored at start from the
 * engine's last snapshot if there is one; reconcile() then analyses only what the store changed since.
 */
export class InProcessSearchIndex implements SearchIndex {
  private readonly engine: MiniSearch<SearchDocument>;
  private readonly keywordFields: string[];
  private readonly keywords: Map<string, KeywordValues>;
  private readonly fingerprints: Map<string, string>;
  private readonly versions: Map<string, number>;
  private readonly analyzers: Map<SearchLanguage, TextAnalyzer>;
  private readonly fields: IndexedField[];
  /** What each query word looks for, kept until the next write (the tree walks of prefixes and typos are most of a search's cost). */
  private readonly wordPlans = new Map<string, WordPlan>();
  /**
   * Each document's field lengths as Lucene counts them (the words indexed, stop words not;
   * null for a field not in the document's language). MiniSearch's own count distinct words.
   */
  private readonly lengths: Map<string, FieldLength[]>;
  /** The field statistics BM25 reads (FieldStatistics). */
  private statistics: FieldStatistics | null = null;
  private readonly board = new ScoreBoard();
  private readonly groups = new GroupBoard();
  /** Keyword columns by field (KeywordColumn). */
  private readonly columns = new Map<string, KeywordColumn>();

  constructor(
    readonly spec: SearchIndexSpec,
    snapshot?: IndexSnapshot,
    private readonly onWrite: () => void = () => undefined,
  ) {
    assertValidIndexSpec(spec);
    this.keywordFields = spec.fields.filter((field) => field.type === 'keyword').map((field) => field.name);
    const languages = languagesOf(spec);
    this.analyzers = new Map(languages.map((language) => [language, textAnalyzerFor(language, spec)]));
    this.fields = languages.flatMap((language) => textFieldsOf(spec).map((field) => ({ name: field.name, language, boost: fieldBoost(field) })));
    const options = miniSearchOptionsFor(spec, this.analyzers, this.fields);
    // Restoring skips the analysis of every text (about 30 s for 10,000 articles; under 1 s this way).
    this.engine = snapshot ? MiniSearch.loadJS<SearchDocument>(snapshot.engine as Parameters<typeof MiniSearch.loadJS>[0], options) : new MiniSearch<SearchDocument>(options);
    this.keywords = new Map(snapshot?.keywords);
    this.fingerprints = new Map(snapshot?.fingerprints);
    this.versions = new Map(snapshot?.versions);
    this.lengths = new Map(snapshot?.lengths);
  }

  /** The index as a snapshot file stores it, at one point in time (nothing here awaits). */
  snapshot(): IndexSnapshot {
    return {
      spec: this.spec,
      engine: this.engine.toJSON(),
      keywords: [...this.keywords],
      fingerprints: [...this.fingerprints],
      versions: [...this.versions],
      lengths: [...this.lengths],
    };
  }

  async upsert(doc: SearchDocument): Promise<void> {
    await this.upsertMany([doc]);
  }

  async upsertMany(docs: SearchDocument[]): Promise<void> {
    // The last version of an id in the batch wins, as it would with upserts one by one; one older
    // than the version held is not written.
    const latest = new Map<string, SearchDocument>();
    for (const doc of docs) {
      const held = latest.get(doc.id)?.version ?? this.versions.get(doc.id);
      if (doc.version === undefined || held === undefined || doc.version >= held) latest.set(doc.id, doc);
    }
    if (latest.size === 0) return;
    for (const [id, doc] of latest) {
      this.untrack(id);
      this.discard(id);
      this.keywords.set(id, this.keywordValuesOf(doc));
      this.fingerprints.set(id, fingerprintOf(doc));
      if (doc.version === undefined) this.versions.delete(id);
      else this.versions.set(id, doc.version);
      this.lengths.set(id, this.lengthsOf(doc));
    }
    this.engine.addAll([...latest.values()]);
    for (const id of latest.keys()) this.track(id);
    this.written();
  }

  async remove(id: string): Promise<void> {
    this.untrack(id);
    this.discard(id);
    this.keywords.delete(id);
    this.fingerprints.delete(id);
    this.versions.delete(id);
    this.lengths.delete(id);
    this.written();
  }

  /**
   * Analyses only the documents whose fingerprint differs from the one indexed (new or changed in
   * the store since the snapshot) and drops those the store no longer has. The store count is not
   * needed: the fingerprints say what is current.
   */
  async reconcile(_storeCount: number, batches: AsyncIterable<SearchDocument[]>): Promise<ReconcileReport> {
    const held = [...this.fingerprints.keys()];
    const given = new Set<string>();
    let indexed = 0;
    for await (const batch of batches) {
      const changed = batch.filter((doc) => {
        given.add(doc.id);
        return this.fingerprints.get(doc.id) !== fingerprintOf(doc) && (doc.version ?? Infinity) >= (this.versions.get(doc.id) ?? -Infinity);
      });
      await this.upsertMany(changed);
      indexed += changed.length;
    }
    const gone = held.filter((id) => !given.has(id));
    for (const id of gone) await this.remove(id);
    return { indexed, removed: gone.length };
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const { text, filters, facets, collapse, limit, offset } = normaliseQuery(this.spec, query);
    const internals = this.engine as unknown as MiniSearchInternals;
    const idOf = (doc: number) => internals._documentIds.get(doc) as string;
    const page = new RankedPage(offset + limit, idOf);
    const wanted = filters.map(({ field, values }) => {
      const column = this.columnOf(field);
      const accepted = new Uint8Array(column.values.length);
      for (const value of values) {
        const number = column.numbers.get(value);
        if (number !== undefined) accepted[number] = 1;
      }
      return { column, accepted };
    });
    const facetColumns = facets.map((field) => this.columnOf(field));
    const counts = facetColumns.map((column) => new Int32Array(column.values.length));
    // Collapsed: the best match of each group (a value of the collapse field, or the document itself
    // when it has none), each facet value counted once per group (GroupBoard).
    const groupColumn = collapse === null ? null : this.columnOf(collapse);
    const groupSpace = groupColumn ? groupColumn.values.length + internals._nextId : 0;
    const groups = this.groups;
    if (groupColumn) groups.start(groupSpace, facets.length);
    let total = 0;
    const take = (doc: number, score: number) => {
      for (const { column, accepted } of wanted) {
        const values = column.byDocument[doc];
        let passes = false;
        if (values) for (const value of values) if (accepted[value] === 1) passes = true;
        if (!passes) return;
      }
      if (groupColumn === null) {
        total += 1;
        page.offer(doc, score);
        for (let i = 0; i < facetColumns.length; i++) {
          const values = facetColumns[i].byDocument[doc];
          if (values) for (let v = 0; v < values.length; v++) if (values.indexOf(values[v]) === v) counts[i][values[v]] += 1;
        }
        return;
      }
      const group = groupColumn.byDocument[doc]?.[0] ?? groupColumn.values.length + doc;
      if (!groups.enter(group, doc, score) && page.ranksBefore({ doc, score }, { doc: groups.bestDoc[group], score: groups.bestScore[group] })) {
        groups.bestDoc[group] = doc;
        groups.bestScore[group] = score;
      }
      for (let i = 0; i < facetColumns.length; i++) {
        const values = facetColumns[i].byDocument[doc];
        if (values) for (const value of values) if (groups.firstOfValue(i, group, value, groupSpace)) counts[i][value] += 1;
      }
    };
    if (text === null) {
      for (const doc of internals._documentIds.keys()) take(doc, 1);
    } else {
      const board = this.scoreText(text);
      for (const doc of board.touched) if (internals._documentIds.has(doc)) take(doc, board.scores[doc]);
    }
    if (groupColumn !== null) {
      total = groups.touched.length;
      for (const group of groups.touched) page.offer(groups.bestDoc[group], groups.bestScore[group]);
    }
    return {
      total,
      hits: page.best().slice(offset).map(({ doc, score }) => ({ id: idOf(doc), score })),
      facets: Object.fromEntries(
        facets.map((field, i) => [field, Object.fromEntries(facetColumns[i].values.flatMap((value, number) => (counts[i][number] > 0 ? [[value, counts[i][number]]] : [])))]),
      ),
    };
  }

  /** The keyword column of a field (KeywordColumn), built at its first search and kept in step with each write. */
  private columnOf(field: string): KeywordColumn {
    const kept = this.columns.get(field);
    if (kept) return kept;
    const column: KeywordColumn = { values: [], numbers: new Map(), byDocument: [] };
    const shortIds = (this.engine as unknown as MiniSearchInternals)._idToShortId;
    for (const [id, values] of this.keywords) {
      const doc = shortIds.get(id);
      if (doc !== undefined) column.byDocument[doc] = (values[field] ?? []).map((value) => numberOf(column, value));
    }
    this.columns.set(field, column);
    return column;
  }

  async count(): Promise<number> {
    return this.engine.documentCount;
  }

  async clear(): Promise<void> {
    this.engine.removeAll();
    this.keywords.clear();
    this.fingerprints.clear();
    this.versions.clear();
    this.lengths.clear();
    this.statistics = null;
    this.columns.clear();
    this.written();
  }

  /** Lucene's BM25 of every query word's terms, over the documents that have them, summed per document as Elasticsearch's most_fields does. */
  private scoreText(text: string): ScoreBoard {
    const internals = this.engine as unknown as MiniSearchInternals;
    const board = this.board;
    board.start(internals._nextId);
    const { documents, terms, grams, lengthsByShortId } = this.fieldStatistics();
    for (const word of tokenize(text)) {
      for (const source of this.planOf(word)) {
        const { fieldId } = source;
        const inverse = Math.log(1 + (documents[fieldId] - source.documentFrequency + 0.5) / (source.documentFrequency + 0.5));
        const weight = source.weight * inverse;
        const average = (source.prefix ? grams : terms)[fieldId] / documents[fieldId] || 1;
        for (const [doc, frequency] of source.frequencies) {
          // Plans hold indexed documents only (planOf); this guards the lengths read below all the same.
          const length = lengthsByShortId[doc]?.[fieldId]?.[0];
          if (length === undefined) continue;
          board.add(doc, (weight * frequency) / (frequency + BM25_K1 * (1 - BM25_B + (BM25_B * length) / average)));
        }
      }
    }
    return board;
  }

  /**
   * What a query word looks for in each language: the terms of its analysis (synonyms, stem) and
   * the longer indexed terms they begin. Only when no document has any of those, a Swedish word is
   * split into its compound parts, and only when no document has those either, it is widened to
   * the terms within its typo distance: a correctly spelled word is searched as it is ('kalium' is
   * not 'kalcium', 'transportprov' not every 'prov').
   */
  private planOf(word: string): WordPlan {
    const key = word.toLowerCase();
    const kept = this.wordPlans.get(key);
    if (kept) return kept;
    const tree = (this.engine as unknown as MiniSearchInternals)._index;
    const fieldIds = (this.engine as unknown as MiniSearchInternals)._fieldIds;
    const analyses = [...this.analyzers.values()].map((analyzer) => ({
      ...analyzer.queryTerms(word),
      fieldIds: this.fields.flatMap((field) => (field.language === analyzer.language ? [fieldIds[indexedFieldName(field.name, field.language)]] : [])),
    }));
    const known = analyses.some(({ plain, fieldIds: ids }) => plain.some((term) => this.anyDocumentHas(term, ids)));
    const partsKnown = !known && analyses.some(({ parts, fieldIds: ids }) => parts.some((term) => this.anyDocumentHas(term, ids)));
    const plan: WordPlan = [];
    // A replaced or removed document stays in MiniSearch's postings until its vacuum, which runs in
    // batches when it gets to them: counted, it would move every score by when the vacuum ran.
    const { lengthsByShortId } = this.fieldStatistics();
    const isIndexed = this.engine.dirtCount > 0 ? (doc: number) => lengthsByShortId[doc] !== undefined : null;
    const add = (fieldIds: number[], postingsList: Postings[], documentFrequency: 'largest' | 'union', weight: number) => {
      if (postingsList.length === 0) return;
      for (const fieldId of fieldIds) {
        const blended = blend(postingsList, fieldId, documentFrequency, isIndexed);
        const prefix = documentFrequency === 'union';
        if (blended.frequencies.size > 0) plan.push({ fieldId, prefix, ...blended, weight: weight * this.fields[fieldId].boost });
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
    if (this.wordPlans.size >= WORD_PLANS_KEPT) this.wordPlans.clear();
    this.wordPlans.set(key, plan);
    return plan;
  }

  /** Whether a document still indexed has the term in one of these fields. */
  private anyDocumentHas(term: string, fieldIds: number[]): boolean {
    const postings = (this.engine as unknown as MiniSearchInternals)._index.get(term);
    if (!postings) return false;
    const { lengthsByShortId } = this.fieldStatistics();
    return fieldIds.some((fieldId) => {
      for (const doc of postings.get(fieldId)?.keys() ?? []) if (lengthsByShortId[doc]) return true;
      return false;
    });
  }

  /** Lucene's statistics of each field over the documents that have words in it. */
  private fieldStatistics(): FieldStatistics {
    if (this.statistics) return this.statistics;
    const zeros = () => new Array<number>(this.fields.length).fill(0);
    this.statistics = { documents: zeros(), terms: zeros(), grams: zeros(), lengthsByShortId: [] };
    for (const id of this.lengths.keys()) this.track(id);
    return this.statistics;
  }

  /** Adds a document as indexed now to the statistics and keyword columns built so far. */
  private track(id: string): void {
    const doc = (this.engine as unknown as MiniSearchInternals)._idToShortId.get(id);
    if (doc === undefined) return;
    const lengths = this.lengths.get(id) ?? [];
    if (this.statistics) {
      this.statistics.lengthsByShortId[doc] = lengths;
      this.tally(lengths, 1);
    }
    const values = this.keywords.get(id) ?? {};
    for (const [field, column] of this.columns) column.byDocument[doc] = (values[field] ?? []).map((value) => numberOf(column, value));
  }

  /** Takes a document out of the statistics and columns before it is replaced or removed. */
  private untrack(id: string): void {
    const doc = (this.engine as unknown as MiniSearchInternals)._idToShortId.get(id);
    if (doc === undefined) return;
    if (this.statistics) {
      delete this.statistics.lengthsByShortId[doc];
      this.tally(this.lengths.get(id) ?? [], -1);
    }
    for (const column of this.columns.values()) delete column.byDocument[doc];
  }

  private tally(lengths: FieldLength[], sign: 1 | -1): void {
    const statistics = this.statistics as FieldStatistics;
    lengths.forEach((length, field) => {
      if (!length || length[0] === 0) return;
      statistics.terms[field] += sign * length[1];
      statistics.grams[field] += sign * length[2];
      statistics.documents[field] += sign;
    });
  }

  /** A document's field lengths (FieldLength) in each text of its language. */
  private lengthsOf(doc: SearchDocument): FieldLength[] {
    const language = languageOfDocument(this.spec, doc);
    const analyzer = this.analyzers.get(language) as TextAnalyzer;
    return this.fields.map((field) => {
      if (field.language !== language) return null;
      const length: [number, number, number] = [0, 0, 0];
      for (const token of tokenize(textOf(doc[field.name]))) {
        const indexed = analyzer.indexTerms(token).length;
        if (indexed === 0) continue;
        length[0] += 1;
        length[1] += indexed;
        if (token.length >= MIN_PREFIX_TERM_LENGTH) length[2] += Math.min(token.length, MAX_PREFIX_LENGTH) - MIN_PREFIX_TERM_LENGTH + 1;
      }
      return length;
    });
  }

  /** Every write to the index: the kept word plans are dropped, the snapshot is due. */
  private written(): void {
    this.wordPlans.clear();
    this.onWrite();
  }

  private discard(id: string): void {
    if (this.engine.has(id)) this.engine.discard(id);
  }

  private keywordValuesOf(doc: SearchDocument): KeywordValues {
    return Object.fromEntries(this.keywordFields.map((field) => [field, keywordValuesOf(doc[field])]));
  }
}

/**
 * The embedded engine: one in-memory index per spec name, kept for the life of the process. Given
 * a snapshot folder, it writes an index there SNAPSHOT_DELAY_MS after a write (and at close) and
 * index() restores it. The snapshot stays on disk, so after a crash the last one is restored: it
 * may lack the latest writes, which the caller's reconcile() against its store analyses again.
 * Only for a folder no other process writes documents for (the embedded profile's data folder of
 * the service).
 */
export class InProcessSearchEngine implements SearchEngine {
  private readonly indexes = new Map<string, InProcessSearchIndex>();
  /** Names of indexes written since their last snapshot. */
  private readonly unsaved = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  /** The snapshot being written, so two never write one file at once. */
  private saving: Promise<void> = Promise.resolve();

  constructor(
    private readonly snapshotDir?: string,
    private readonly snapshotDelayMs = SNAPSHOT_DELAY_MS,
  ) {}

  async index(spec: SearchIndexSpec): Promise<SearchIndex> {
    const existing = this.indexes.get(spec.name);
    // A changed spec needs a new index; the caller reconciles it with its documents.
    if (existing && JSON.stringify(existing.spec) === JSON.stringify(spec)) return existing;
    const snapshot = existing ? undefined : await this.readSnapshot(spec);
    const created = new InProcessSearchIndex(spec, snapshot, () => this.written(spec.name));
    this.indexes.set(spec.name, created);
    return created;
  }

  async ping(): Promise<void> {
    // Nothing outside the process to reach.
  }

  /** Writes the snapshot of every index written since its last one; what the timer runs. */
  async saveSnapshots(): Promise<void> {
    const run = this.saving.then(async () => {
      if (!this.snapshotDir) return;
      await mkdir(this.snapshotDir, { recursive: true });
      for (const name of [...this.unsaved]) {
        const index = this.indexes.get(name);
        this.unsaved.delete(name);
        if (!index) continue;
        const file = this.snapshotFile(name);
        // Serialised at once, so writes while the file is written wait for the next snapshot.
        const text = JSON.stringify(index.snapshot());
        // Written aside and renamed: a crash mid-write leaves the previous snapshot, never half of one.
        try {
          await writeFile(`${file}.tmp`, text);
          await rename(`${file}.tmp`, file);
        } catch (error) {
          this.unsaved.add(name);
          throw error;
        }
      }
    });
    this.saving = run.catch(() => undefined);
    await run;
  }

  async close(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.saveSnapshots();
    this.indexes.clear();
  }

  private written(name: string): void {
    if (!this.snapshotDir) return;
    this.unsaved.add(name);
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      // A failed write leaves the previous snapshot; the next write schedules another try.
      this.saveSnapshots().catch(() => undefined);
    }, this.snapshotDelayMs);
    // A pending snapshot never keeps the process alive; close() writes it.
    this.timer.unref();
  }

  /** The last snapshot of the spec's index; undefined when there is none for this spec. */
  private async readSnapshot(spec: SearchIndexSpec): Promise<IndexSnapshot | undefined> {
    if (!this.snapshotDir) return undefined;
    let snapshot: IndexSnapshot;
    try {
      snapshot = JSON.parse(await readFile(this.snapshotFile(spec.name), 'utf8')) as IndexSnapshot;
    } catch {
      // None (the first start) or unreadable: the caller's reconcile() indexes every document.
      return undefined;
    }
    // Snapshots of older versions have no fingerprints or versions to reconcile with: not used.
    return JSON.stringify(snapshot.spec) === JSON.stringify(spec) && Array.isArray(snapshot.fingerprints) && Array.isArray(snapshot.lengths) ? snapshot : undefined;
  }

  private snapshotFile(name: string): string {
    return join(this.snapshotDir as string, `${name}.json`);
  }
}
