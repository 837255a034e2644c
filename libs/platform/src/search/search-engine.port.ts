/**
 * The search port: the in-process index embedded (Orama or MiniSearch), Elasticsearch in
 * production. Both stem Swedish and English, match prefixes, tolerate a one-letter typo and count
 * facets. The content service keeps the index in step with every write.
 */
export type SearchLanguage = 'sv' | 'en';

export interface SearchFieldSpec {
  name: string;
  /** text: analysed full text; keyword: exact value(s), filterable and faceted. */
  type: 'text' | 'keyword' | 'number' | 'date';
  /** Relative weight of a text field (title matches rank first). Default 1. */
  boost?: number;
}

export interface SearchIndexSpec {
  /** Index name; Elasticsearch prefixes it per deployment. */
  name: string;
  /** The language whose stemming applies to text fields. */
  language: SearchLanguage;
  fields: SearchFieldSpec[];
}

export interface SearchDocument {
  id: string;
  [field: string]: string | string[] | number | boolean | null | undefined;
}

export interface SearchQuery {
  /**
   * What the reader typed. Specimen prefixes (P-, B-, fP- ...) are ignored, words are stemmed,
   * words of 2+ letters also match as prefixes, words of 5+ letters tolerate a typo. Blank text
   * matches every document, for lists and facet counts without a query.
   */
  text: string;
  /** Keyword equality filters; an array means any of. Only keyword fields of the spec. */
  filters?: Record<string, string | string[]>;
  /** Keyword fields whose value counts, over every match after filters, to return. */
  facets?: string[];
  limit?: number;
  offset?: number;
}

export interface SearchHit {
  id: string;
  score: number;
}

export interface SearchResult {
  total: number;
  hits: SearchHit[];
  facets: Record<string, Record<string, number>>;
}

/** What reconcile() changed: documents (re)indexed and documents dropped as no longer in the store. */
export interface ReconcileReport {
  indexed: number;
  removed: number;
}

/** Every write is searchable once its promise resolves. */
export interface SearchIndex {
  readonly spec: SearchIndexSpec;
  upsert(doc: SearchDocument): Promise<void>;
  upsertMany(docs: SearchDocument[]): Promise<void>;
  remove(id: string): Promise<void>;
  search(query: SearchQuery): Promise<SearchResult>;
  count(): Promise<number>;
  clear(): Promise<void>;
  /**
   * At start-up, makes the index hold the store's documents, of which there are `storeCount`, read
   * in batches only if needed. The documents it held when reconcile began and that no batch gave are
   * dropped; one written while it runs (by another replica) is kept. The index answers searches
   * throughout: nothing is cleared first. The in-process index knows a fingerprint of every document
   * it holds (restored with its snapshot) and analyses only those that differ; Elasticsearch trusts
   * a matching count and otherwise indexes them all again.
   */
  reconcile(storeCount: number, batches: AsyncIterable<SearchDocument[]>): Promise<ReconcileReport>;
}

export interface SearchEngine {
  /** Opens (creating if missing) the index for a spec. */
  index(spec: SearchIndexSpec): Promise<SearchIndex>;
  ping(): Promise<void>;
  close(): Promise<void>;
}
