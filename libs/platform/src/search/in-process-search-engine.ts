import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import MiniSearch, { type Options as MiniSearchOptions } from 'minisearch';
import { MIN_PREFIX_TERM_LENGTH, PREFIX_MATCH_WEIGHT, textAnalyzerFor, typoEditsFor } from './search-analysis';
import type {
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

/** What a snapshot file holds: the spec it was built for, MiniSearch's own JSON and the keyword values. */
interface IndexSnapshot {
  spec: SearchIndexSpec;
  engine: unknown;
  keywords: [string, KeywordValues][];
}

/**
 * The embedded search index: MiniSearch (BM25 over an in-memory radix tree) with the shared
 * Swedish/English analysis. It lives in memory; the content service rebuilds it from its documents
 * at start with upsertMany unless the engine restored it from the snapshot of a clean stop.
 */
export class InProcessSearchIndex implements SearchIndex {
  private readonly engine: MiniSearch<SearchDocument>;
  private readonly keywordFields: string[];
  private readonly keywords: Map<string, KeywordValues>;

  constructor(
    readonly spec: SearchIndexSpec,
    snapshot?: IndexSnapshot,
  ) {
    assertValidIndexSpec(spec);
    this.keywordFields = spec.fields.filter((field) => field.type === 'keyword').map((field) => field.name);
    const options = miniSearchOptionsFor(spec);
    // Restoring skips the analysis of every text (about 30 s for 10,000 articles; under 1 s this way).
    this.engine = snapshot ? MiniSearch.loadJS<SearchDocument>(snapshot.engine as Parameters<typeof MiniSearch.loadJS>[0], options) : new MiniSearch<SearchDocument>(options);
    this.keywords = new Map(snapshot?.keywords);
  }

  /** The index as a snapshot file stores it. */
  snapshot(): IndexSnapshot {
    return { spec: this.spec, engine: this.engine.toJSON(), keywords: [...this.keywords] };
  }

  async upsert(doc: SearchDocument): Promise<void> {
    this.discard(doc.id);
    this.engine.add(doc);
    this.keywords.set(doc.id, this.keywordValuesOf(doc));
  }

  async upsertMany(docs: SearchDocument[]): Promise<void> {
    // The last version of an id in the batch wins, as it would with upserts one by one.
    const latest = new Map(docs.map((doc) => [doc.id, doc]));
    for (const [id, doc] of latest) {
      this.discard(id);
      this.keywords.set(id, this.keywordValuesOf(doc));
    }
    this.engine.addAll([...latest.values()]);
  }

  async remove(id: string): Promise<void> {
    this.discard(id);
    this.keywords.delete(id);
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const { text, filters, facets, limit, offset } = normaliseQuery(this.spec, query);
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
 * a snapshot folder, close() writes each index there and index() restores it, so a restart skips
 * the rebuild. A snapshot is read once and deleted at once: after a crash none is left, and the
 * caller, finding the index empty, rebuilds it from its documents. Only for a folder no other
 * process writes documents for (the embedded profile's data folder of the service).
 */
export class InProcessSearchEngine implements SearchEngine {
  private readonly indexes = new Map<string, InProcessSearchIndex>();

  constructor(private readonly snapshotDir?: string) {}

  async index(spec: SearchIndexSpec): Promise<SearchIndex> {
    const existing = this.indexes.get(spec.name);
    // A changed spec needs a new index; the caller rebuilds it from its documents.
    if (existing && JSON.stringify(existing.spec) === JSON.stringify(spec)) return existing;
    const created = new InProcessSearchIndex(spec, existing ? undefined : await this.takeSnapshot(spec));
    this.indexes.set(spec.name, created);
    return created;
  }

  async ping(): Promise<void> {
    // Nothing outside the process to reach.
  }

  async close(): Promise<void> {
    if (this.snapshotDir) {
      await mkdir(this.snapshotDir, { recursive: true });
      for (const [name, index] of this.indexes) {
        const file = this.snapshotFile(name);
        // Written aside and renamed: a stop cut short leaves the old file or none, never half of one.
        await writeFile(`${file}.tmp`, JSON.stringify(index.snapshot()));
        await rename(`${file}.tmp`, file);
      }
    }
    this.indexes.clear();
  }

  /** The snapshot of the spec's index, removed from disk; undefined when there is none for this spec. */
  private async takeSnapshot(spec: SearchIndexSpec): Promise<IndexSnapshot | undefined> {
    if (!this.snapshotDir) return undefined;
    const file = this.snapshotFile(spec.name);
    let snapshot: IndexSnapshot;
    try {
      snapshot = JSON.parse(await readFile(file, 'utf8')) as IndexSnapshot;
    } catch {
      // None (the first start, or after a crash) or unreadable: the caller rebuilds.
      return undefined;
    } finally {
      await rm(file, { force: true });
    }
    return JSON.stringify(snapshot.spec) === JSON.stringify(spec) ? snapshot : undefined;
  }

  private snapshotFile(name: string): string {
    return join(this.snapshotDir as string, `${name}.json`);
  }
}
