import MiniSearch from 'minisearch';
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

/**
 * The embedded search index: MiniSearch (BM25 over an in-memory radix tree) with the shared
 * Swedish/English analysis. It lives in memory only; the content service rebuilds it from its
 * documents at start with upsertMany.
 */
export class InProcessSearchIndex implements SearchIndex {
  private readonly engine: MiniSearch<SearchDocument>;
  private readonly keywordFields: string[];
  private readonly keywords = new Map<string, KeywordValues>();

  constructor(readonly spec: SearchIndexSpec) {
    assertValidIndexSpec(spec);
    const analyzer = textAnalyzerFor(spec.language);
    const textFields = textFieldsOf(spec);
    this.keywordFields = spec.fields.filter((field) => field.type === 'keyword').map((field) => field.name);
    this.engine = new MiniSearch<SearchDocument>({
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
    });
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
    const matchesFilters = (id: string): boolean => {
      const values = this.keywords.get(id) ?? {};
      return filters.every(({ field, values: wanted }) => (values[field] ?? []).some((value) => wanted.includes(value)));
    };
    const matches = this.engine
      .search(text ?? MiniSearch.wildcard, { filter: (result) => matchesFilters(result.id as string) })
      .map((result): SearchHit => ({ id: result.id as string, score: result.score }))
      // Equal scores (always so for a blank query) are ordered by id so pages never overlap.
      .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return {
      total: matches.length,
      hits: matches.slice(offset, offset + limit),
      facets: Object.fromEntries(facets.map((field) => [field, this.countValues(field, matches)])),
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

  private countValues(field: string, matches: SearchHit[]): Record<string, number> {
    const counts: Record<string, number> = {};
    for (const { id } of matches) {
      // A value listed twice in one document still counts that document once.
      for (const value of new Set(this.keywords.get(id)?.[field])) counts[value] = (counts[value] ?? 0) + 1;
    }
    return counts;
  }
}

/** The embedded engine: one in-memory index per spec name, kept for the life of the process. */
export class InProcessSearchEngine implements SearchEngine {
  private readonly indexes = new Map<string, InProcessSearchIndex>();

  async index(spec: SearchIndexSpec): Promise<SearchIndex> {
    const existing = this.indexes.get(spec.name);
    // A changed spec needs a new index; the caller rebuilds it from its documents.
    if (existing && JSON.stringify(existing.spec) === JSON.stringify(spec)) return existing;
    const created = new InProcessSearchIndex(spec);
    this.indexes.set(spec.name, created);
    return created;
  }

  async ping(): Promise<void> {
    // Nothing outside the process to reach.
  }

  async close(): Promise<void> {
    this.indexes.clear();
  }
}
