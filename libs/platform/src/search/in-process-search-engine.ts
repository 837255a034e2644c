import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch, { type Options as MiniSearchOptions } from 'minisearch';
import { MIN_PREFIX_TERM_LENGTH, PREFIX_MATCH_WEIGHT, textAnalyzerFor, typoEditsFor } from './search-analysis';
import type {
  ReconcileReport,
  SearchDocument,
  SearchEngine,
  SearchHit,
  SearchIndex,
  SearchIndexSpec,
  SearchQuery,
  SearchResult,
} from './search-engine.port';
import { assertValidIndexSpec, fieldBoost, keywordValuesOf, normaliseQuery, textFieldsOf, textOf } from './search-spec';

/** MiniSearch's own weight for a typo match; Elasticsearch weighs fuzzy variants by their similarity. */
const TYPO_MATCH_WEIGHT = 0.45;

/** A document's keyword values by field: what filters and facet counts read. */
type KeywordValues = Record<string, string[]>;

const NO_KEYWORD_VALUES: KeywordValues = {};

/** How long after an index write its snapshot is written, so a crash costs at most this much re-analysis. */
const SNAPSHOT_DELAY_MS = 30_000;

/** What a document looked like when it was indexed: any change to any field changes it. */
function fingerprintOf(doc: SearchDocument): string {
  return createHash('sha1').update(JSON.stringify(doc)).digest('base64');
}

/**
 * MiniSearch's scoring as its search() runs it, before search() makes a result object (matched
 * terms, stored fields) of every match and sorts them all: with 10,000 articles a common word
 * matches most of them, and a page needs only the best 20 and the facet counts. Internal to
 * MiniSearch 7 (private in its typings): search() calls executeQuery and maps the ids the same way.
 */
interface MiniSearchScoring {
  executeQuery(query: string | symbol): Map<number, { score: number; terms: string[] }>;
  _documentIds: Map<number, string>;
}

/**
 * MiniSearch's term tree (internal, as above): fuzzyGet finds the indexed terms within a number of
 * edits of a query term, each with its postings and distance. The walk over the tree is the
 * largest cost of a search (a third of it with 55 articles), and its answer changes only when the
 * index does.
 */
type TypoVariants = Map<string, [unknown, number]>;
interface MiniSearchTermTree {
  fuzzyGet(term: string, maxEdits: number): TypoVariants;
}

/** How many query terms' typo variants an index keeps between writes. */
const TYPO_VARIANTS_KEPT = 1000;

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

/** MiniSearch's options for a spec; a snapshot is loaded with the same ones it was built with. */
function miniSearchOptionsFor(spec: SearchIndexSpec): MiniSearchOptions<SearchDocument> {
  const analyzer = textAnalyzerFor(spec.language);
  const textFields = textFieldsOf(spec);
  return {
    idField: 'id',
    fields: textFields.map((field) => field.name),
    extractField: (doc, field) => (field === 'id' ? doc.id : textOf(doc[field])),
    tokenize: analyzer.tokenize,
    processTerm: analyzer.term,
    searchOptions: {
      boost: Object.fromEntries(textFields.map((field) => [field.name, fieldBoost(field)])),
      prefix: (term) => term.length >= MIN_PREFIX_TERM_LENGTH,
      fuzzy: (term) => typoEditsFor(term) || false,
      weights: { prefix: PREFIX_MATCH_WEIGHT, fuzzy: TYPO_MATCH_WEIGHT },
      combineWith: 'OR',
    },
  };
}

/** What a snapshot file holds: the spec it was built for, MiniSearch's own JSON, the keyword values and fingerprints. */
interface IndexSnapshot {
  spec: SearchIndexSpec;
  engine: unknown;
  keywords: [string, KeywordValues][];
  fingerprints: [string, string][];
}

/**
 * The embedded search index: MiniSearch (BM25 over an in-memory radix tree) with the shared
 * Swedish/English analysis. It lives in memory, restored at start from the engine's last snapshot
 * if there is one; reconcile() then analyses only what the store changed since.
 */
export class InProcessSearchIndex implements SearchIndex {
  private readonly engine: MiniSearch<SearchDocument>;
  private readonly keywordFields: string[];
  private readonly keywords: Map<string, KeywordValues>;
  private readonly fingerprints: Map<string, string>;
  /**
   * The typo variants of query terms, by term and edits, kept until the next write to the index
   * like the document store's sorted lists. The postings in them are the tree's own, so MiniSearch's
   * clean-up of removed documents (in place, during searches and vacuums) shows in them too; a term
   * the clean-up dropped from the tree is left with no postings, which score nothing, as its absence would.
   */
  private readonly typoVariants = new Map<string, TypoVariants>();
  /** The term tree whose fuzzyGet reads typoVariants (MiniSearch makes a new one when it is cleared). */
  private treeKeepingVariants: MiniSearchTermTree | undefined;

  constructor(
    readonly spec: SearchIndexSpec,
    snapshot?: IndexSnapshot,
    private readonly onWrite: () => void = () => undefined,
  ) {
    assertValidIndexSpec(spec);
    this.keywordFields = spec.fields.filter((field) => field.type === 'keyword').map((field) => field.name);
    const options = miniSearchOptionsFor(spec);
    // Restoring skips the analysis of every text (about 30 s for 10,000 articles; under 1 s this way).
    this.engine = snapshot ? MiniSearch.loadJS<SearchDocument>(snapshot.engine as Parameters<typeof MiniSearch.loadJS>[0], options) : new MiniSearch<SearchDocument>(options);
    this.keywords = new Map(snapshot?.keywords);
    this.fingerprints = new Map(snapshot?.fingerprints);
  }

  /** The index as a snapshot file stores it, at one point in time (nothing here awaits). */
  snapshot(): IndexSnapshot {
    return { spec: this.spec, engine: this.engine.toJSON(), keywords: [...this.keywords], fingerprints: [...this.fingerprints] };
  }

  async upsert(doc: SearchDocument): Promise<void> {
    await this.upsertMany([doc]);
  }

  async upsertMany(docs: SearchDocument[]): Promise<void> {
    if (docs.length === 0) return;
    // The last version of an id in the batch wins, as it would with upserts one by one.
    const latest = new Map(docs.map((doc) => [doc.id, doc]));
    for (const [id, doc] of latest) {
      this.discard(id);
      this.keywords.set(id, this.keywordValuesOf(doc));
      this.fingerprints.set(id, fingerprintOf(doc));
    }
    this.engine.addAll([...latest.values()]);
    this.written();
  }

  async remove(id: string): Promise<void> {
    this.discard(id);
    this.keywords.delete(id);
    this.fingerprints.delete(id);
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
        return this.fingerprints.get(doc.id) !== fingerprintOf(doc);
      });
      await this.upsertMany(changed);
      indexed += changed.length;
    }
    const gone = held.filter((id) => !given.has(id));
    for (const id of gone) await this.remove(id);
    return { indexed, removed: gone.length };
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const { text, filters, facets, limit, offset } = normaliseQuery(this.spec, query);
    this.keepTypoVariants();
    const wanted = filters.map(({ field, values }) => ({ field, values: new Set(values) }));
    const counts = facets.map(() => new Map<string, number>());
    const page = new RankedPage(offset + limit);
    const scoring = this.engine as unknown as MiniSearchScoring;
    let total = 0;
    for (const [shortId, { score, terms }] of scoring.executeQuery(text ?? MiniSearch.wildcard)) {
      const id = scoring._documentIds.get(shortId) as string;
      const values = this.keywords.get(id) ?? NO_KEYWORD_VALUES;
      if (!wanted.every((filter) => values[filter.field]?.some((value) => filter.values.has(value)))) continue;
      total += 1;
      // The score MiniSearch's search() gives: multiplied by the number of query terms matched.
      page.offer(id, score * (terms.length || 1));
      for (let i = 0; i < facets.length; i++) countDistinct(counts[i], values[facets[i]]);
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
    this.written();
  }

  /** Every write to the index: the kept typo variants are dropped, the snapshot is due. */
  private written(): void {
    this.typoVariants.clear();
    this.onWrite();
  }

  /** Makes the term tree's fuzzyGet answer from typoVariants (a copy: MiniSearch deletes from what it gets). */
  private keepTypoVariants(): void {
    const tree = (this.engine as unknown as { _index: MiniSearchTermTree })._index;
    if (tree === this.treeKeepingVariants) return;
    this.treeKeepingVariants = tree;
    this.typoVariants.clear();
    const fuzzyGet = tree.fuzzyGet.bind(tree);
    tree.fuzzyGet = (term, maxEdits) => {
      const key = `${maxEdits}:${term}`;
      let variants = this.typoVariants.get(key);
      if (!variants) {
        variants = fuzzyGet(term, maxEdits);
        if (this.typoVariants.size >= TYPO_VARIANTS_KEPT) this.typoVariants.clear();
        this.typoVariants.set(key, variants);
      }
      return new Map(variants);
    };
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
    // Snapshots of older versions have no fingerprints to reconcile with: not used.
    return JSON.stringify(snapshot.spec) === JSON.stringify(spec) && Array.isArray(snapshot.fingerprints) ? snapshot : undefined;
  }

  private snapshotFile(name: string): string {
    return join(this.snapshotDir as string, `${name}.json`);
  }
}
