import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch, { type Options as MiniSearchOptions } from 'minisearch';
import { MIN_PREFIX_TERM_LENGTH, PREFIX_MATCH_WEIGHT, textAnalyzerFor, tokenize, typoEditsFor, type TextAnalyzer } from './search-analysis';
import type {
  ReconcileReport,
  SearchDocument,
  SearchEngine,
  SearchHit,
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

/** MiniSearch's own weight for a typo match; Elasticsearch weighs fuzzy variants by their similarity. */
const TYPO_MATCH_WEIGHT = 0.45;

/** MiniSearch's BM25+ parameters (k, b, d), which its scores have always used here. */
const BM25_K = 1.2;
const BM25_B = 0.7;
const BM25_D = 0.5;

/** A document's keyword values by field: what filters and facet counts read. */
type KeywordValues = Record<string, string[]>;

const NO_KEYWORD_VALUES: KeywordValues = {};

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

/** One index term a query word looks for, with what a match of it counts (1 for the word itself). */
interface TermSource {
  postings: Postings;
  weight: number;
  fieldIds: number[];
}

/** What one query word looks for: the terms of its analysis in each language, with their prefixes and (unknown words) typo variants. */
type WordPlan = TermSource[];

/** How many query words' plans an index keeps between writes. */
const WORD_PLANS_KEPT = 1000;

/** Counts each value of a document once, a value listed twice in one document too. */
function countDistinct(counts: Map<string, number>, values: string[] | undefined): void {
  if (!values) return;
  for (let i = 0; i < values.length; i++) {
    if (values.indexOf(values[i]) === i) counts.set(values[i], (counts.get(values[i]) ?? 0) + 1);
  }
}

/** Best first; equal scores (always so for a blank query) by id, so pages never overlap. */
function ranksBefore(a: SearchHit, b: SearchHit): boolean {
  return a.score > b.score || (a.score === b.score && a.id < b.id);
}

/** Pages this deep keep every match and sort them once; above it inserting into the kept list costs more. */
const MAX_SELECTED_HITS = 256;

/**
 * The best `size` hits in rank order. A page near the front keeps only that many, each match
 * tested against the worst kept, instead of sorting thousands of matches for 20.
 */
class RankedPage {
  private readonly kept: SearchHit[] = [];

  constructor(private readonly size: number) {}

  offer(id: string, score: number): void {
    const hit = { id, score };
    const kept = this.kept;
    if (this.size > MAX_SELECTED_HITS) {
      kept.push(hit);
      return;
    }
    if (kept.length === this.size && (this.size === 0 || !ranksBefore(hit, kept[kept.length - 1]))) return;
    let low = 0;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (ranksBefore(kept[middle], hit)) low = middle + 1;
      else high = middle;
    }
    kept.splice(low, 0, hit);
    if (kept.length > this.size) kept.pop();
  }

  best(): SearchHit[] {
    if (this.size > MAX_SELECTED_HITS) this.kept.sort((a, b) => (ranksBefore(a, b) ? -1 : ranksBefore(b, a) ? 1 : 0));
    return this.kept.slice(0, this.size);
  }
}

/**
 * The scores of one search, by MiniSearch's short document id, in typed arrays the index reuses:
 * a search touches only the entries of its matches, marked with the search's generation.
 */
class ScoreBoard {
  scores = new Float64Array(0);
  /** Query words a document matched: its score is multiplied by them, as MiniSearch's search() does. */
  words = new Uint16Array(0);
  private lastWord = new Int32Array(0);
  private seenIn = new Uint32Array(0);
  private generation = 0;
  touched: number[] = [];

  start(size: number): void {
    if (this.scores.length < size) {
      const length = Math.max(size, this.scores.length * 2, 1024);
      this.scores = new Float64Array(length);
      this.words = new Uint16Array(length);
      this.lastWord = new Int32Array(length);
      this.seenIn = new Uint32Array(length);
      this.generation = 0;
    }
    this.generation += 1;
    this.touched = [];
  }

  add(doc: number, word: number, score: number): void {
    if (this.seenIn[doc] !== this.generation) {
      this.seenIn[doc] = this.generation;
      this.scores[doc] = 0;
      this.words[doc] = 0;
      this.lastWord[doc] = -1;
      this.touched.push(doc);
    }
    this.scores[doc] += score;
    if (this.lastWord[doc] !== word) {
      this.lastWord[doc] = word;
      this.words[doc] += 1;
    }
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
  /** Each field's average length over the documents that have it, as Lucene's BM25 takes it; computed at the first search after a write. */
  private averageLengths: number[] | null = null;
  private readonly board = new ScoreBoard();

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
  }

  /** The index as a snapshot file stores it, at one point in time (nothing here awaits). */
  snapshot(): IndexSnapshot {
    return {
      spec: this.spec,
      engine: this.engine.toJSON(),
      keywords: [...this.keywords],
      fingerprints: [...this.fingerprints],
      versions: [...this.versions],
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
      this.discard(id);
      this.keywords.set(id, this.keywordValuesOf(doc));
      this.fingerprints.set(id, fingerprintOf(doc));
      if (doc.version === undefined) this.versions.delete(id);
      else this.versions.set(id, doc.version);
    }
    this.engine.addAll([...latest.values()]);
    this.written();
  }

  async remove(id: string): Promise<void> {
    this.discard(id);
    this.keywords.delete(id);
    this.fingerprints.delete(id);
    this.versions.delete(id);
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
    const wanted = filters.map(({ field, values }) => ({ field, values: new Set(values) }));
    const page = new RankedPage(offset + limit);
    let total = 0;
    // Without collapse each match counts; with it, each value of the collapse field, by its best match.
    const counts = facets.map(() => new Map<string, number>());
    const groups = new Map<string, SearchHit>();
    const groupsByFacet = facets.map(() => new Map<string, Set<string>>());
    const take = (id: string, score: number) => {
      const values = this.keywords.get(id) ?? NO_KEYWORD_VALUES;
      if (!wanted.every((filter) => values[filter.field]?.some((value) => filter.values.has(value)))) return;
      if (collapse === null) {
        total += 1;
        page.offer(id, score);
        for (let i = 0; i < facets.length; i++) countDistinct(counts[i], values[facets[i]]);
        return;
      }
      const group = values[collapse]?.[0] ?? id;
      const best = groups.get(group);
      if (!best || ranksBefore({ id, score }, best)) groups.set(group, { id, score });
      for (let i = 0; i < facets.length; i++) {
        for (const value of values[facets[i]] ?? []) {
          const seen = groupsByFacet[i].get(value) ?? new Set<string>();
          seen.add(group);
          groupsByFacet[i].set(value, seen);
        }
      }
    };
    const internals = this.engine as unknown as MiniSearchInternals;
    if (text === null) {
      for (const id of internals._documentIds.values()) take(id, 1);
    } else {
      const board = this.scoreText(text);
      for (const doc of board.touched) {
        const id = internals._documentIds.get(doc);
        if (id !== undefined) take(id, board.scores[doc] * board.words[doc]);
      }
    }
    if (collapse !== null) {
      total = groups.size;
      for (const best of groups.values()) page.offer(best.id, best.score);
      groupsByFacet.forEach((byValue, i) => byValue.forEach((seen, value) => counts[i].set(value, seen.size)));
    }
    return {
      total,
      hits: page.best().slice(offset),
      facets: Object.fromEntries(facets.map((field, i) => [field, Object.fromEntries(counts[i])])),
    };
  }

  async count(): Promise<number> {
    return this.engine.documentCount;
  }

  async clear(): Promise<void> {
    this.engine.removeAll();
    this.keywords.clear();
    this.fingerprints.clear();
    this.versions.clear();
    this.written();
  }

  /** BM25 of every query word's terms, over the documents that have them, summed per document. */
  private scoreText(text: string): ScoreBoard {
    const internals = this.engine as unknown as MiniSearchInternals;
    const board = this.board;
    board.start(internals._nextId);
    const documents = internals._documentCount;
    const lengths = internals._fieldLength;
    const averages = this.fieldAverages();
    tokenize(text).forEach((word, position) => {
      for (const source of this.planOf(word)) {
        for (const fieldId of source.fieldIds) {
          const frequencies = source.postings.get(fieldId);
          if (!frequencies) continue;
          const matching = frequencies.size;
          const inverse = Math.log(1 + (documents - matching + 0.5) / (matching + 0.5));
          const weight = source.weight * this.fields[fieldId].boost * inverse;
          const average = averages[fieldId] || 1;
          for (const [doc, frequency] of frequencies) {
            // A document removed since is still in the postings until MiniSearch's vacuum: it has no lengths.
            const length = lengths.get(doc)?.[fieldId];
            if (length === undefined) continue;
            const saturated = (frequency * (BM25_K + 1)) / (frequency + BM25_K * (1 - BM25_B + (BM25_B * length) / average));
            board.add(doc, position, weight * (BM25_D + saturated));
          }
        }
      }
    });
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
    for (const { plain, parts, fieldIds: ids } of analyses) {
      const weights = new Map<string, { postings: Postings; weight: number }>();
      const consider = (term: string, postings: Postings | undefined, weight: number) => {
        if (postings && weight > (weights.get(term)?.weight ?? 0)) weights.set(term, { postings, weight });
      };
      for (const term of plain) {
        consider(term, tree.get(term), 1);
        if (term.length >= MIN_PREFIX_TERM_LENGTH) {
          for (const [longer, postings] of tree.atPrefix(term)) {
            // MiniSearch's weight of a prefix match: nearer 1 × PREFIX_MATCH_WEIGHT the less the word adds.
            consider(longer, postings, (PREFIX_MATCH_WEIGHT * longer.length) / (longer.length + 0.3 * (longer.length - term.length)));
          }
        }
      }
      if (!known) for (const part of parts) consider(part, tree.get(part), 1);
      if (!known && !partsKnown) {
        for (const term of [...plain, ...parts]) {
          const edits = typoEditsFor(term);
          if (edits === 0) continue;
          for (const [variant, [postings, distance]] of tree.fuzzyGet(term, edits)) {
            consider(variant, postings, (TYPO_MATCH_WEIGHT * variant.length) / (variant.length + distance));
          }
        }
      }
      for (const { postings, weight } of weights.values()) plan.push({ postings, weight, fieldIds: ids });
    }
    if (this.wordPlans.size >= WORD_PLANS_KEPT) this.wordPlans.clear();
    this.wordPlans.set(key, plan);
    return plan;
  }

  /** Whether a document still indexed has the term in one of these fields. */
  private anyDocumentHas(term: string, fieldIds: number[]): boolean {
    const postings = (this.engine as unknown as MiniSearchInternals)._index.get(term);
    const lengths = (this.engine as unknown as MiniSearchInternals)._fieldLength;
    if (!postings) return false;
    return fieldIds.some((fieldId) => {
      for (const doc of postings.get(fieldId)?.keys() ?? []) if (lengths.has(doc)) return true;
      return false;
    });
  }

  /** Each field's mean length over the documents that have it (MiniSearch's own running mean counts every document). */
  private fieldAverages(): number[] {
    if (this.averageLengths) return this.averageLengths;
    const sums = new Array<number>(this.fields.length).fill(0);
    const counts = new Array<number>(this.fields.length).fill(0);
    for (const lengths of (this.engine as unknown as MiniSearchInternals)._fieldLength.values()) {
      for (let field = 0; field < lengths.length; field++) {
        if (lengths[field] === undefined) continue;
        sums[field] += lengths[field];
        counts[field] += 1;
      }
    }
    this.averageLengths = sums.map((sum, field) => (counts[field] === 0 ? 0 : sum / counts[field]));
    return this.averageLengths;
  }

  /** Every write to the index: the kept word plans and averages are dropped, the snapshot is due. */
  private written(): void {
    this.wordPlans.clear();
    this.averageLengths = null;
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
    return JSON.stringify(snapshot.spec) === JSON.stringify(spec) && Array.isArray(snapshot.fingerprints) && Array.isArray(snapshot.versions) ? snapshot : undefined;
  }

  private snapshotFile(name: string): string {
    return join(this.snapshotDir as string, `${name}.json`);
  }
}
