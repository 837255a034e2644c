import MiniSearch from 'minisearch';
import {
  fingerprintOf,
  miniSearchOptionsFor,
  numberOf,
  type FieldLength,
  type FieldStatistics,
  type IndexedField,
  type IndexSnapshot,
  type KeywordColumn,
  type KeywordValues,
  type MiniSearchInternals,
} from './in-process-postings';
import { WORD_PLANS_KEPT, planOfWord } from './in-process-query-plan';
import { GroupBoard, RankedPage, ScoreBoard } from './in-process-scoring';
import { FilterMasks } from './in-process-filter-masks';
import { SpellingDictionary, spellingWordsOf } from './spelling';
import { addWordScores, KeptWordScores, wordScoresOf, type WordScores } from './in-process-word-scores';
import { foldDiacritics, MAX_PREFIX_LENGTH, MIN_PREFIX_TERM_LENGTH, textAnalyzerFor, tokenize, type TextAnalyzer } from './search-analysis';
import type { ReconcileReport, SearchDocument, SearchIndex, SearchIndexSpec, SearchLanguage, SearchQuery, SearchResult } from './search-engine.port';
import { assertValidIndexSpec, exactQueryWords, fieldBoost, searchedKeywordFieldsOf, keywordValuesOf, languageOfDocument, languagesOf, normaliseQuery, textFieldsOf, textOf } from './search-spec';

/**
 * The embedded search index: MiniSearch's inverted index (an in-memory radix tree) with the shared
 * Swedish/English analysis, scored by BM25 (in-process-scoring). It lives in memory, restored at start from the
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
  /**
   * What each query word scores in each document (its plan's tree walks for prefixes and typos,
   * then BM25), kept until the next write: most of a search's cost.
   */
  private readonly wordScores = new KeptWordScores(WORD_PLANS_KEPT);
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
  private readonly filterMasks = new FilterMasks();
  private readonly spelling: SpellingDictionary;

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
    this.spelling = new SpellingDictionary(snapshot?.spelling);
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
      spelling: this.spelling.entries(),
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
      this.spelling.set(id, spellingWordsOf(this.spec, doc));
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
    this.spelling.delete(id);
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
    const masks = filters.map(({ field, values }) => this.filterMasks.maskOf(field, values, this.columnOf(field)));
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
      for (const mask of masks) if (mask[doc] !== 1) return;
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
      // Only indexed documents are scored (scoreBm25).
      for (const doc of board.touched) take(doc, board.scores[doc]);
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

  async didYouMean(text: string): Promise<string | null> {
    return this.spelling.correct(text);
  }

  async clear(): Promise<void> {
    this.engine.removeAll();
    this.keywords.clear();
    this.fingerprints.clear();
    this.versions.clear();
    this.lengths.clear();
    this.spelling.clear();
    this.statistics = null;
    this.columns.clear();
    this.written();
  }

  /** A searched keyword field's boost for each document holding a query word as one of its values, as Elasticsearch's `terms` clause scores it. */
  private scoreExactKeywords(text: string, board: ScoreBoard): void {
    const words = exactQueryWords(text);
    for (const field of searchedKeywordFieldsOf(this.spec)) {
      const column = this.columnOf(field.name);
      const wanted = new Set(words.flatMap((word) => column.numbers.get(word) ?? []));
      // Only a query naming a held value looks through the documents: ordinary words cost nothing.
      if (wanted.size === 0) continue;
      column.byDocument.forEach((values, doc) => {
        if (values?.some((value) => wanted.has(value))) board.add(doc, fieldBoost(field));
      });
    }
  }

  /** Lucene's BM25 of every query word's terms (scoreBm25), summed per document, and the searched keywords' boosts. */
  private scoreText(text: string): ScoreBoard {
    const board = this.board;
    // Each word's scores first: working one out uses the board.
    const words = tokenize(text).map((word) => this.scoresOf(word));
    board.start((this.engine as unknown as MiniSearchInternals)._nextId);
    addWordScores(words, board);
    this.scoreExactKeywords(text, board);
    return board;
  }

  /** What a query word scores in each document (planOfWord, then wordScoresOf), kept until the next write. */
  private scoresOf(word: string): WordScores {
    const key = word.toLowerCase();
    const kept = this.wordScores.get(key);
    if (kept) return kept;
    const internals = this.engine as unknown as MiniSearchInternals;
    const plan = planOfWord(word, {
      tree: internals._index,
      fieldIds: internals._fieldIds,
      analyzers: this.analyzers.values(),
      fields: this.fields,
      lengthsByShortId: this.fieldStatistics().lengthsByShortId,
      dirty: this.engine.dirtCount > 0,
    });
    const scores = wordScoresOf(plan, this.fieldStatistics(), this.board, internals._nextId);
    this.wordScores.set(key, scores);
    return scores;
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
        // Elasticsearch's prefix analyzer n-grams the word and, when it has diacritics, its folded form too.
        const forms = foldDiacritics(token.toLowerCase()) === token.toLowerCase() ? 1 : 2;
        if (token.length >= MIN_PREFIX_TERM_LENGTH) length[2] += forms * (Math.min(token.length, MAX_PREFIX_LENGTH) - MIN_PREFIX_TERM_LENGTH + 1);
      }
      return length;
    });
  }

  /** Every write to the index: the kept word scores are dropped, the snapshot is due. */
  private written(): void {
    this.wordScores.clear();
    this.filterMasks.clear();
    this.onWrite();
  }

  private discard(id: string): void {
    if (this.engine.has(id)) this.engine.discard(id);
  }

  private keywordValuesOf(doc: SearchDocument): KeywordValues {
    return Object.fromEntries(this.keywordFields.map((field) => [field, keywordValuesOf(doc[field])]));
  }
}
