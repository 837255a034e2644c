import type { Language } from '@labmedicin/contracts';

/**
 * The search port: the in-process index embedded (MiniSearch), Elasticsearch in production. Both
 * analyse each document in its own language (Swedish or English) and a query in every language of
 * the index, split Swedish compounds by a word list, expand query synonyms, match prefixes,
 * tolerate typos in words the index does not know, collapse hits by a keyword and count facets.
 * The content service keeps the index in step with every write.
 */
/** The site's languages (LANGUAGES): each has its analysis, so a language added there must get one here. */
export type SearchLanguage = Language;

export interface SearchFieldSpec {
  name: string;
  /** text: analysed full text; keyword: exact value(s), filterable and faceted. */
  type: 'text' | 'keyword' | 'number' | 'date';
  /**
   * Relative weight of a text field (title matches rank first). Default 1. A keyword field with a
   * boost is searched too: a query word equal to one of its values (letters compared in upper case)
   * adds the boost to the document's score, so an exact identifier (a lab code) ranks its document first.
   */
  boost?: number;
}

export interface SearchIndexSpec {
  /** Index name; Elasticsearch prefixes it per deployment. */
  name: string;
  /** The language of a document's text when it names none (or the index has no languageField). */
  language: SearchLanguage;
  /**
   * A keyword field naming each document's language ('sv' or 'en'): its text is analysed in that
   * language, and a query in both. Without it every document is in `language`.
   */
  languageField?: string;
  fields: SearchFieldSpec[];
  /**
   * Query synonyms in Solr's format, one rule a line of single words: `waran, warfarin` (each
   * finds both) or `sgpt => alat` (one finds the other instead). Applied to queries in each language.
   */
  synonyms?: string[];
  /** The words Swedish compounds are split into, in texts and queries: järnbristanemi → järnbrist, anemi. */
  compoundParts?: string[];
  /** Text fields whose words (as written, lower-cased) a misspelt query is corrected to (didYouMean). */
  spellingFields?: string[];
}

export interface SearchDocument {
  id: string;
  /**
   * The store's version of the document. A write never replaces a held document of a higher
   * version (Elasticsearch: external versioning), so a late or replayed write cannot undo a newer
   * one. Without it a write always replaces.
   */
  version?: number;
  [field: string]: string | string[] | number | boolean | null | undefined;
}

export interface SearchQuery {
  /**
   * What the reader typed. Specimen prefixes (P-, B-, fP- ...) are ignored, words are stemmed,
   * words of 2+ letters also match as prefixes, and words of 5+ letters that no document has
   * (with their synonyms and compound parts) tolerate a typo (8+ letters two). Blank text matches
   * every document, for lists and facet counts without a query.
   */
  text: string;
  /** Keyword equality filters; an array means any of. Only keyword fields of the spec. */
  filters?: Record<string, string | string[]>;
  /** Keyword fields whose value counts, over every match after filters, to return. */
  facets?: string[];
  /**
   * A single-valued keyword field: one hit per value (its best-scoring document), the total and
   * facet counts counting values, not documents.
   */
  collapse?: string;
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
  /**
   * The text with each word of 4+ letters that no document holds in the spec's spelling fields
   * replaced by the nearest word some document holds there (spelling.ts: Elasticsearch's term
   * suggester), or null when no word was replaced.
   */
  didYouMean(text: string): Promise<string | null>;
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
