import { createHash } from 'node:crypto';
import type { Options as MiniSearchOptions } from 'minisearch';
import { tokenize, type TextAnalyzer } from './search-analysis';
import type { SearchDocument, SearchIndexSpec, SearchLanguage } from './search-engine.port';
import { languageOfDocument, textOf } from './search-spec';

/*
 * The embedded index's postings and what it keeps beside them: MiniSearch's inverted index as the
 * search reads it, each document's field lengths and keyword columns, and the snapshot's shape.
 */

/** A document's keyword values by field: what filters and facet counts read. */
export type KeywordValues = Record<string, string[]>;

/** What a document looked like when it was indexed: any change to any field changes it. */
export function fingerprintOf(doc: SearchDocument): string {
  return createHash('sha1').update(JSON.stringify(doc)).digest('base64');
}

/** An indexed term's postings: by field id, each document's (short id) term frequency. */
export type Postings = Map<number, Map<number, number>>;

/**
 * MiniSearch's inverted index and document tables (internal to MiniSearch 7, private in its
 * typings). The index's search and its query plans read them directly: MiniSearch's own scoring makes a result object
 * with the matched terms of every match, which for a word in 10,000 articles costs more than the
 * arithmetic itself.
 */
export interface MiniSearchInternals {
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
export interface IndexedField {
  name: string;
  language: SearchLanguage;
  boost: number;
}

/** The MiniSearch field of a spec field in one language (each language's text is a field of its own). */
export const indexedFieldName = (field: string, language: SearchLanguage) => `${field}.${language}`;

/**
 * A document's lengths in one field as Lucene keeps them: its words (the norm: stop words and
 * terms at the same position not counted), its indexed terms (compound parts too) and its edge
 * n-grams (the `.prefix` subfield); null for a field not in the document's language.
 */
export type FieldLength = [words: number, terms: number, grams: number] | null;

/**
 * Lucene's per-field statistics: documents with words in the field, the sums of the lengths BM25
 * divides by (all term occurrences over those documents, as Lucene's sumTotalTermFreq counts them:
 * of the terms, or of the n-grams for prefixes), and each document's lengths by short id. Built at
 * the first search, then kept in step with each write.
 */
export interface FieldStatistics {
  documents: number[];
  terms: number[];
  grams: number[];
  lengthsByShortId: (FieldLength[] | undefined)[];
}

/**
 * A keyword field's values by document (short id), each value as its number in `values`: what
 * filters, facet counts and collapsing read, without a map lookup or a string per match.
 */
export interface KeywordColumn {
  values: string[];
  numbers: Map<string, number>;
  byDocument: (number[] | undefined)[];
}

/** A value's number in a column, numbered on first sight. */
export function numberOf(column: KeywordColumn, value: string): number {
  let number = column.numbers.get(value);
  if (number === undefined) {
    number = column.values.length;
    column.values.push(value);
    column.numbers.set(value, number);
  }
  return number;
}

/** MiniSearch's options for a spec; a snapshot is loaded with the same ones it was built with. */
export function miniSearchOptionsFor(spec: SearchIndexSpec, analyzers: Map<SearchLanguage, TextAnalyzer>, fields: IndexedField[]): MiniSearchOptions<SearchDocument> {
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
export interface IndexSnapshot {
  spec: SearchIndexSpec;
  engine: unknown;
  keywords: [string, KeywordValues][];
  fingerprints: [string, string][];
  versions: [string, number][];
  lengths: [string, FieldLength[]][];
  /** Each document's words of the spelling fields (SpellingDictionary). */
  spelling: [string, string[]][];
}
