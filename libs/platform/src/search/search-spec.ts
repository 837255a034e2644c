import { LANGUAGES } from '@labmedicin/contracts';
import type { SearchDocument, SearchFieldSpec, SearchIndexSpec, SearchLanguage, SearchQuery } from './search-engine.port';

/** Index specs and queries checked and normalised the same way by both adapters. */

export const DEFAULT_SEARCH_LIMIT = 20;

/** Valid as an Elasticsearch index name after any prefix, and as a plain map key in process. */
const INDEX_NAME_PATTERN = /^[a-z0-9][a-z0-9_-]*$/;

/** A spec or query that does not fit its index: a programming error, not bad user input. */
export class SearchSpecError extends Error {}

export function assertValidIndexSpec(spec: SearchIndexSpec): void {
  if (!INDEX_NAME_PATTERN.test(spec.name)) {
    throw new SearchSpecError(`Search index name "${spec.name}" may hold only a-z, 0-9, - and _`);
  }
  const seen = new Set<string>();
  for (const field of spec.fields) {
    // The id is the document key in both engines, never an indexed field.
    if (field.name === 'id' || seen.has(field.name)) {
      throw new SearchSpecError(`Search index ${spec.name}: field "${field.name}" is reserved or repeated`);
    }
    seen.add(field.name);
  }
  if (textFieldsOf(spec).length === 0) throw new SearchSpecError(`Search index ${spec.name} has no text field`);
  for (const name of spec.spellingFields ?? []) {
    if (!textFieldsOf(spec).some((field) => field.name === name)) throw new SearchSpecError(`Search index ${spec.name}: the spelling field "${name}" is not a text field`);
  }
  if (spec.languageField !== undefined && !spec.fields.some((field) => field.name === spec.languageField && field.type === 'keyword')) {
    throw new SearchSpecError(`Search index ${spec.name}: the language field "${spec.languageField}" is not a keyword field`);
  }
}

/** The languages an index's texts are in: both with a language field, else the spec's one. */
export function languagesOf(spec: SearchIndexSpec): SearchLanguage[] {
  return spec.languageField === undefined ? [spec.language] : [...LANGUAGES];
}

/** The language a document's text is analysed in. */
export function languageOfDocument(spec: SearchIndexSpec, doc: SearchDocument): SearchLanguage {
  const named = spec.languageField === undefined ? undefined : doc[spec.languageField];
  return LANGUAGES.find((language) => language === named) ?? spec.language;
}

export function textFieldsOf(spec: SearchIndexSpec): SearchFieldSpec[] {
  return spec.fields.filter((field) => field.type === 'text');
}

/** The keyword fields a query's words are matched against exactly (those with a boost). */
export function searchedKeywordFieldsOf(spec: SearchIndexSpec): SearchFieldSpec[] {
  return spec.fields.filter((field) => field.type === 'keyword' && field.boost !== undefined);
}

/** A query's words as a searched keyword field's values are compared: split at white space, in upper case. */
export function exactQueryWords(text: string): string[] {
  return [...new Set(text.split(/\s+/).filter((word) => word !== '').map((word) => word.toUpperCase()))];
}

export function fieldBoost(field: SearchFieldSpec): number {
  return field.boost ?? 1;
}

/** A text field's value as one string; an array (e.g. synonyms) is read as separate lines. */
export function textOf(value: SearchDocument[string]): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.join('\n') : String(value);
}

/** A keyword field's values as strings, so `true` and 'true' filter and count alike. */
export function keywordValuesOf(value: SearchDocument[string]): string[] {
  if (value === null || value === undefined) return [];
  return Array.isArray(value) ? value : [String(value)];
}

export interface NormalisedSearchQuery {
  /** Null when the text is blank: every document matches. */
  text: string | null;
  filters: { field: string; values: string[] }[];
  facets: string[];
  collapse: string | null;
  limit: number;
  offset: number;
}

export function normaliseQuery(spec: SearchIndexSpec, query: SearchQuery): NormalisedSearchQuery {
  const keywordFields = new Set(spec.fields.filter((field) => field.type === 'keyword').map((field) => field.name));
  const assertKeyword = (field: string, use: string): void => {
    if (!keywordFields.has(field)) {
      throw new SearchSpecError(`Search index ${spec.name}: cannot ${use} "${field}", it is not a keyword field`);
    }
  };
  const filters = Object.entries(query.filters ?? {}).map(([field, value]) => {
    assertKeyword(field, 'filter on');
    return { field, values: Array.isArray(value) ? value : [value] };
  });
  const facets = query.facets ?? [];
  facets.forEach((field) => assertKeyword(field, 'count facets of'));
  if (query.collapse !== undefined) assertKeyword(query.collapse, 'collapse by');
  const limit = query.limit ?? DEFAULT_SEARCH_LIMIT;
  const offset = query.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 0 || !Number.isInteger(offset) || offset < 0) {
    throw new SearchSpecError(`Search limit and offset must be whole numbers of at least 0, not ${limit} and ${offset}`);
  }
  const text = query.text.trim();
  return { text: text === '' ? null : text, filters, facets, collapse: query.collapse ?? null, limit, offset };
}
