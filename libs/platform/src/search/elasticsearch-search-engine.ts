import { createHash } from 'node:crypto';
import { Client, errors, type estypes } from '@elastic/elasticsearch';
import type { PlatformConfig } from '../config';
import { redactUrl } from '../errors';
import {
  MAX_PREFIX_LENGTH,
  MIN_PREFIX_TERM_LENGTH,
  MIN_TWO_TYPOS_TERM_LENGTH,
  MIN_TYPO_TERM_LENGTH,
  PREFIX_MATCH_WEIGHT,
  stopWordsFor,
  stripSystemPrefixes,
  tokenize,
} from './search-analysis';
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
  exactQueryWords,
  searchedKeywordFieldsOf,
  textFieldsOf,
  textOf,
  type NormalisedSearchQuery,
} from './search-spec';
import { SPELLING } from './spelling';
import { describeFailure, requestFailureReason, TRANSIENT_FIRST_DELAY_MS, TRANSIENT_MAX_DELAY_MS, TRANSIENT_RETRY_MS, VERSION_CONFLICT } from './elasticsearch-failures';

/** The cluster, and the deployment's index prefix (SEARCH_INDEX_PREFIX) unless a caller names a raw one. */
export type ElasticsearchConfig = Pick<NonNullable<PlatformConfig['elasticsearch']>, 'nodes'> & Partial<NonNullable<PlatformConfig['elasticsearch']>>;

/** Deployments sharing a cluster keep apart by prefix; ours is the product's name. */
const DEFAULT_INDEX_PREFIX = 'labmedicin-';
/** A start against a cluster that does not answer must fail within seconds, not after retries. */
const PING_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 10_000;
/** How long opening an index waits for its primary shard; within the request timeout. */
const INDEX_READY_TIMEOUT = '8s';
/** Bulk requests of about 1 MB for documents of ~2 KB. */
const BULK_BATCH_SIZE = 500;
/**
 * Each write refreshes the index, so it is searchable once acknowledged. Writes are editorial saves
 * (a bulk per 500 at a reconcile): waiting instead for the periodic refresh (wait_for) costs up to
 * a second each, two minutes for the writes of a first start's seed and its translations.
 */
const REFRESH = true;
/** Facet values returned per field; more than a category or tag list ever holds. */
const FACET_SIZE = 1_000;
/** Same rule as the in-process index: words under 5 letters exact, 5-7 one edit, 8+ two. */
const FUZZINESS = `AUTO:${MIN_TYPO_TERM_LENGTH},${MIN_TWO_TYPOS_TERM_LENGTH}`;

/** The analyzers of a language: texts indexed, queries (with synonyms), and the prefixes of the texts' words. */
const textAnalyzer = (language: SearchLanguage) => `labmedicin_${language}`;
const queryAnalyzer = (language: SearchLanguage) => `labmedicin_${language}_query`;
const prefixAnalyzer = (language: SearchLanguage) => `labmedicin_${language}_prefix`;
/** Swedish queries split into compound parts: for words no document has as they are. */
const PARTS_QUERY_ANALYZER = 'labmedicin_sv_query_parts';
/** Where a text field of one language lives: an object per language, `sv.title`, `en.title`. */
const languageFieldPath = (language: SearchLanguage, field: string) => `${language}.${field}`;

/** Where the words of a spec's spelling fields are copied, and how they are analysed (spelling.ts). */
const SPELLING_FIELD = 'labmedicin_spelling';
const SPELLING_ANALYZER = 'labmedicin_spelling';
const SPELLING_CANDIDATES = 5;

/** Counting collapsed values: exact up to this many (Elasticsearch's highest precision threshold). */
const COLLAPSE_PRECISION = 40_000;
/** The aggregation of a collapsed search that counts its values (its total). */
const COLLAPSED_TOTAL = 'labmedicin_collapsed_total';

interface ElasticsearchIndexDefinition {
  settings: estypes.IndicesIndexSettings;
  mappings: estypes.MappingTypeMapping;
}

/**
 * Settings and mapping for a spec. Each language of the index has an object of its text fields
 * (`sv.title`, `en.title`), analysed as Lucene's language analyzer does it (lower case, the
 * shared stop words, Snowball Swedish or Porter English) with, in Swedish, the compound parts of
 * the word list (`dictionary_decompounder`) and, at query time only, the synonym rules
 * (`synonym_graph`), each term's form without diacritics beside it (`asciifolding`); plus a `.prefix` subfield of edge n-grams. Keyword fields are `keyword`.
 * System prefixes are stripped by the adapter before indexing and querying.
 */
function indexDefinitionFor(spec: SearchIndexSpec): ElasticsearchIndexDefinition {
  const filter: Record<string, estypes.AnalysisTokenFilter> = {
    labmedicin_edge: { type: 'edge_ngram', min_gram: MIN_PREFIX_TERM_LENGTH, max_gram: MAX_PREFIX_LENGTH },
    // Diacritics folded beside the original term (foldDiacritics in process): 'jarnbrist' finds 'järnbrist', which still ranks an exact spelling higher.
    labmedicin_fold: { type: 'asciifolding', preserve_original: true },
  };
  const analyzer: Record<string, estypes.AnalysisAnalyzer> = {};
  const properties: Record<string, estypes.MappingProperty> = {};
  const synonyms = spec.synonyms ?? [];
  const compoundParts = spec.compoundParts ?? [];
  for (const language of languagesOf(spec)) {
    const stop = `labmedicin_${language}_stop`;
    const stem = `labmedicin_${language}_stem`;
    filter[stop] = { type: 'stop', stopwords: [...stopWordsFor(language)] };
    filter[stem] = { type: 'stemmer', language: language === 'sv' ? 'swedish' : 'english' };
    // The English analyzer's first filter drops a trailing 's, as Lucene's EnglishAnalyzer does.
    const before = language === 'en' ? ['labmedicin_en_possessive', 'lowercase', stop] : ['lowercase', stop];
    if (language === 'en') filter.labmedicin_en_possessive = { type: 'stemmer', language: 'possessive_english' };
    const decompound = language === 'sv' && compoundParts.length > 0 ? ['labmedicin_sv_compounds'] : [];
    if (decompound.length > 0) filter.labmedicin_sv_compounds = { type: 'dictionary_decompounder', word_list: compoundParts };
    const synonymFilter = synonyms.length > 0 ? [`labmedicin_${language}_synonyms`] : [];
    if (synonymFilter.length > 0) filter[synonymFilter[0]] = { type: 'synonym_graph', synonyms };
    analyzer[textAnalyzer(language)] = { type: 'custom', tokenizer: 'standard', filter: [...before, ...decompound, stem, 'labmedicin_fold'] };
    analyzer[queryAnalyzer(language)] = { type: 'custom', tokenizer: 'standard', filter: [...before, ...synonymFilter, stem, 'labmedicin_fold'] };
    if (decompound.length > 0) {
      analyzer[PARTS_QUERY_ANALYZER] = { type: 'custom', tokenizer: 'standard', filter: [...before, ...synonymFilter, ...decompound, stem, 'labmedicin_fold'] };
    }
    analyzer[prefixAnalyzer(language)] = { type: 'custom', tokenizer: 'standard', filter: ['lowercase', stop, 'labmedicin_fold', 'labmedicin_edge'] };
    const spelling = new Set(spec.spellingFields ?? []);
    const textProperties: Record<string, estypes.MappingProperty> = {};
    for (const field of textFieldsOf(spec)) {
      textProperties[field.name] = {
        type: 'text',
        analyzer: textAnalyzer(language),
        search_analyzer: queryAnalyzer(language),
        // A query's prefixes are its terms as analysed for the whole words (stems, synonyms, compound
        // parts), as the in-process index takes them: 'troponn' (stem 'tropon') begins 'troponin'.
        fields: { prefix: { type: 'text', analyzer: prefixAnalyzer(language), search_analyzer: queryAnalyzer(language) } },
        ...(spelling.has(field.name) ? { copy_to: SPELLING_FIELD } : {}),
      };
    }
    properties[language] = { properties: textProperties };
  }
  for (const field of spec.fields) {
    if (field.type !== 'text') properties[field.name] = { type: field.type === 'number' ? 'double' : field.type };
  }
  // The words of the spelling fields as written, lower-cased: what the term suggester corrects to.
  if ((spec.spellingFields ?? []).length > 0) {
    analyzer[SPELLING_ANALYZER] = { type: 'custom', tokenizer: 'standard', filter: ['lowercase'] };
    properties[SPELLING_FIELD] = { type: 'text', analyzer: SPELLING_ANALYZER };
  }
  // Fields outside the spec are never sent; dynamic: false keeps the mapping ours all the same.
  // No tombstones kept for deleted documents: theirs would refuse the same id indexed again at its own (lower) version.
  return { settings: { gc_deletes: '0s', analysis: { filter, analyzer } }, mappings: { dynamic: false, properties } };
}

/**
 * The index's name: the spec's, after the deployment's prefix, with a digest of its definition. An
 * analysis that changes (a new synonym, another stemmer) cannot be applied to an index that exists,
 * so it makes a new index, which the caller's reconcile() fills from the store.
 */
export function elasticsearchIndexName(prefix: string, spec: SearchIndexSpec): string {
  const digest = createHash('sha256').update(JSON.stringify(indexDefinitionFor(spec))).digest('hex').slice(0, 10);
  return `${prefix}${spec.name}-${digest}`;
}

/** The text fields of the languages, each with its boost (times `weight`), as multi_match names them. */
function weightedFields(spec: SearchIndexSpec, subfield: string, weight: number, languages = languagesOf(spec)): string[] {
  return languages.flatMap((language) =>
    textFieldsOf(spec).map((field) => `${languageFieldPath(language, field.name)}${subfield}^${fieldBoost(field) * weight}`),
  );
}

/** Whether the index splits Swedish query words into compound parts. */
function splitsCompounds(spec: SearchIndexSpec): boolean {
  return (spec.compoundParts ?? []).length > 0 && languagesOf(spec).includes('sv');
}

/**
 * How the words of a query are searched, as the in-process index decides it: a word some document
 * has as it is (stems and synonyms, any language) as it is; one no document has split into its
 * compound parts (Swedish); and one whose parts no document has either with typos.
 */
interface QueryWords {
  known: string[];
  split: string[];
  misspelt: string[];
}

/** Counts, for each word, the documents having it as it is (`w<i>`) and, Swedish, its compound parts (`p<i>`). */
function vocabularyRequestFor(spec: SearchIndexSpec, index: string, words: string[]): estypes.SearchRequest {
  const filters: Record<string, estypes.QueryDslQueryContainer> = {};
  words.forEach((word, i) => {
    filters[`w${i}`] = { multi_match: { query: word, type: 'most_fields', fields: weightedFields(spec, '', 1) } };
    if (splitsCompounds(spec)) {
      filters[`p${i}`] = { multi_match: { query: word, type: 'most_fields', fields: weightedFields(spec, '', 1, ['sv']), analyzer: PARTS_QUERY_ANALYZER } };
    }
  });
  return { index, size: 0, track_total_hits: false, aggs: { words: { filters: { filters } } } };
}

/** The search request for a query: weighted full words (split or with typos as QueryWords says), weighted prefixes, filters, facets, collapse. */
function searchRequestFor(spec: SearchIndexSpec, index: string, query: NormalisedSearchQuery, words: QueryWords): estypes.SearchRequest {
  const text = query.text === null ? null : stripSystemPrefixes(query.text);
  const asTheyAre = (part: string[]): estypes.QueryDslQueryContainer[] =>
    part.length === 0 ? [] : [{ multi_match: { query: part.join(' '), type: 'most_fields', fields: weightedFields(spec, '', 1) } }];
  // Swedish fields with the parts; the other languages' fields as they are.
  const inParts = (part: string[], fuzziness?: string): estypes.QueryDslQueryContainer[] => {
    if (part.length === 0) return [];
    const others = languagesOf(spec).filter((language) => !splitsCompounds(spec) || language !== 'sv');
    const common = { query: part.join(' '), type: 'most_fields' as const, ...(fuzziness ? { fuzziness } : {}) };
    return [
      ...(splitsCompounds(spec) ? [{ multi_match: { ...common, fields: weightedFields(spec, '', 1, ['sv']), analyzer: PARTS_QUERY_ANALYZER } }] : []),
      ...(others.length > 0 ? [{ multi_match: { ...common, fields: weightedFields(spec, '', 1, others) } }] : []),
    ];
  };
  const match: estypes.QueryDslQueryContainer =
    text === null
      ? { match_all: {} }
      : {
          bool: {
            should: [
              ...asTheyAre(words.known),
              ...inParts(words.split),
              ...inParts(words.misspelt, FUZZINESS),
              { multi_match: { query: text, type: 'most_fields', fields: weightedFields(spec, '.prefix', PREFIX_MATCH_WEIGHT) } },
              // A query word equal to a searched keyword's value: that field's boost, as a constant score.
              ...searchedKeywordFieldsOf(spec).map((field) => ({ terms: { [field.name]: exactQueryWords(query.text ?? ''), boost: fieldBoost(field) } })),
            ],
          },
        };
  const facetAggregation = (field: string): estypes.AggregationsAggregationContainer =>
    query.collapse === null
      ? { terms: { field, size: FACET_SIZE } }
      : {
          terms: { field, size: FACET_SIZE },
          aggs: { values: { cardinality: { field: query.collapse, precision_threshold: COLLAPSE_PRECISION } } },
        };
  const aggs: Record<string, estypes.AggregationsAggregationContainer> = Object.fromEntries(
    query.facets.map((field) => [field, facetAggregation(field)]),
  );
  if (query.collapse !== null) aggs[COLLAPSED_TOTAL] = { cardinality: { field: query.collapse, precision_threshold: COLLAPSE_PRECISION } };
  return {
    index,
    from: query.offset,
    size: query.limit,
    track_total_hits: true,
    _source: false,
    query: { bool: { must: [match], filter: query.filters.map(({ field, values }) => ({ terms: { [field]: values } })) } },
    ...(query.collapse === null ? {} : { collapse: { field: query.collapse } }),
    ...(Object.keys(aggs).length > 0 ? { aggs } : {}),
  };
}

type SearchAggregations = Record<string, estypes.AggregationsStringTermsAggregate | estypes.AggregationsCardinalityAggregate>;

function searchResultOf(response: estypes.SearchResponse<unknown, SearchAggregations>, query: NormalisedSearchQuery): SearchResult {
  const total = response.hits.total;
  const collapsedTotal = response.aggregations?.[COLLAPSED_TOTAL] as estypes.AggregationsCardinalityAggregate | undefined;
  return {
    total: query.collapse !== null ? (collapsedTotal?.value ?? 0) : typeof total === 'number' ? total : (total?.value ?? 0),
    hits: response.hits.hits.map((hit) => ({ id: hit._id as string, score: hit._score ?? 0 })),
    facets: Object.fromEntries(
      query.facets.map((field) => {
        const buckets = (response.aggregations?.[field] as estypes.AggregationsStringTermsAggregate | undefined)?.buckets ?? [];
        const list = (Array.isArray(buckets) ? buckets : Object.values(buckets)) as (estypes.AggregationsStringTermsBucket & {
          values?: estypes.AggregationsCardinalityAggregate;
        })[];
        return [field, Object.fromEntries(list.map((bucket) => [String(bucket.key), query.collapse === null ? bucket.doc_count : (bucket.values?.value ?? 0)]))];
      }),
    ),
  };
}

/**
 * What Elasticsearch stores for a document: only the spec's fields, texts (system prefixes
 * stripped) in the object of the document's language.
 */
function sourceOf(spec: SearchIndexSpec, doc: SearchDocument): Record<string, unknown> {
  const texts: Record<string, string> = {};
  const source: Record<string, unknown> = { [languageOfDocument(spec, doc)]: texts };
  for (const field of spec.fields) {
    const value = doc[field.name];
    if (value === null || value === undefined) continue;
    if (field.type === 'text') texts[field.name] = stripSystemPrefixes(textOf(value));
    else if (field.type === 'keyword') source[field.name] = keywordValuesOf(value);
    else source[field.name] = value;
  }
  return source;
}

/** The store's version as Elasticsearch's external version: equal rewrites (a link or category changed), older is refused. */
function versioningOf(doc: SearchDocument): { version: number; version_type: 'external_gte' } | Record<string, never> {
  return doc.version === undefined ? {} : { version: doc.version, version_type: 'external_gte' };
}

/** One Elasticsearch index; every write refreshes it (REFRESH), so it is searchable once acknowledged. */
export class ElasticsearchSearchIndex implements SearchIndex {
  constructor(
    private readonly client: Client,
    private readonly name: string,
    readonly spec: SearchIndexSpec,
    private readonly transientRetryMs = TRANSIENT_RETRY_MS,
  ) {}

  async upsert(doc: SearchDocument): Promise<void> {
    await this.upsertMany([doc]);
  }

  /**
   * Indexes in bulk, each document with its version as the external version: one older than the
   * version held is refused by the cluster and left so. A document deleted a moment ago leaves a
   * tombstone whose (internal) version would refuse it too; the index keeps none for long
   * (gc_deletes 0: they go at a refresh once the shard's clock has moved), so one refused and not
   * there is indexed again after a refresh, a moment later.
   */
  async upsertMany(docs: SearchDocument[]): Promise<void> {
    for (let start = 0; start < docs.length; start += BULK_BATCH_SIZE) {
      const batch = docs.slice(start, start + BULK_BATCH_SIZE);
      const refused = await this.bulkIndex(batch);
      if (refused.length === 0) continue;
      const found = await describeFailure(`reading refused versions in ${this.name}`, () =>
        this.client.mget({ index: this.name, ids: refused.map((doc) => doc.id), _source: false }),
        this.transientRetryMs,
      );
      const present = new Set(found.docs.filter((doc) => 'found' in doc && doc.found).map((doc) => doc._id));
      let absent = refused.filter((doc) => !present.has(doc.id));
      // A refresh drops the tombstones older than the shard's clock, which moves every 200 ms or so.
      for (let delay = TRANSIENT_FIRST_DELAY_MS; absent.length > 0; delay *= 2) {
        if (delay > TRANSIENT_MAX_DELAY_MS * 2) {
          throw new Error(`Elasticsearch bulk indexing into ${this.name}: ${absent[0].id} refused by the version of a deleted document`);
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
        await describeFailure(`refreshing ${this.name}`, () => this.client.indices.refresh({ index: this.name }), this.transientRetryMs);
        absent = await this.bulkIndex(absent);
      }
    }
  }

  /** One bulk request; the documents refused as older than the version held. */
  private async bulkIndex(batch: SearchDocument[]): Promise<SearchDocument[]> {
    if (batch.length === 0) return [];
    const response = await describeFailure(`bulk indexing into ${this.name}`, () =>
      this.client.bulk({
        operations: batch.flatMap((doc) => [
          { index: { _index: this.name, _id: doc.id, ...versioningOf(doc) } },
          sourceOf(this.spec, doc),
        ]),
        refresh: REFRESH,
      }),
      this.transientRetryMs,
    );
    if (!response.errors) return [];
    const results = response.items.map((item) => item.index);
    const failed = results.filter((result) => result?.error && result.error.type !== VERSION_CONFLICT);
    if (failed.length > 0) {
      const first = failed[0];
      throw new Error(
        `Elasticsearch bulk indexing into ${this.name} failed for ${failed.length} of ${batch.length} documents; ` +
          `first ${first?._id}: ${first?.error?.type}: ${first?.error?.reason}`,
      );
    }
    return batch.filter((_, i) => results[i]?.error?.type === VERSION_CONFLICT);
  }

  async remove(id: string): Promise<void> {
    // Removing a document that is not indexed is not an error: the index is already as asked.
    await describeFailure(`removing ${id} from ${this.name}`, () =>
      this.client.delete({ index: this.name, id, refresh: REFRESH }, { ignore: [404] }),
      this.transientRetryMs,
    );
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const normalised = normaliseQuery(this.spec, query);
    const response = await describeFailure(`search in ${this.name}`, async () => {
      const words = normalised.text === null ? { known: [], split: [], misspelt: [] } : await this.queryWords(normalised.text);
      return this.client.search<unknown, SearchAggregations>(searchRequestFor(this.spec, this.name, normalised, words));
    }, this.transientRetryMs);
    return searchResultOf(response, normalised);
  }

  /** The query's words by how they are searched (QueryWords): one request counting the documents that have each. */
  private async queryWords(text: string): Promise<QueryWords> {
    // Shorter words are never split nor misspelt (COMPOUND_MIN_WORD_LENGTH, MIN_TYPO_TERM_LENGTH): searched as they are.
    const all = tokenize(stripSystemPrefixes(text));
    const words = [...new Set(all.filter((word) => word.length >= MIN_TYPO_TERM_LENGTH))];
    const classes: QueryWords = { known: all.filter((word) => word.length < MIN_TYPO_TERM_LENGTH), split: [], misspelt: [] };
    if (words.length === 0) return classes;
    const response = await this.client.search<unknown, Record<string, estypes.AggregationsFiltersAggregate>>(vocabularyRequestFor(this.spec, this.name, words));
    const buckets = response.aggregations?.words?.buckets as Record<string, estypes.AggregationsFiltersBucket> | undefined;
    const has = (key: string) => (buckets?.[key]?.doc_count ?? 0) > 0;
    words.forEach((word, i) => {
      if (has(`w${i}`)) classes.known.push(word);
      else if (has(`p${i}`)) classes.split.push(word);
      else classes.misspelt.push(word);
    });
    return classes;
  }

  /** The term suggester over the spelling fields' words, with the rules the in-process index follows (SPELLING). */
  async didYouMean(text: string): Promise<string | null> {
    const words = stripSystemPrefixes(text);
    if ((this.spec.spellingFields ?? []).length === 0 || tokenize(words).length === 0) return null;
    const response = await describeFailure(`spelling suggestions in ${this.name}`, () =>
      this.client.search({
        index: this.name,
        size: 0,
        suggest: {
          spelling: {
            text: words,
            term: {
              field: SPELLING_FIELD,
              suggest_mode: 'missing',
              sort: 'score',
              // A few, for when the nearest is a word of removed documents only (heldSpellingWords).
              size: SPELLING_CANDIDATES,
              max_edits: SPELLING.maxEdits,
              prefix_length: SPELLING.prefixLength,
              min_word_length: SPELLING.minWordLength,
              // Its accuracy is Elasticsearch's default, SPELLING.accuracy (the client's types lack the option).
            },
          },
        },
      }),
      this.transientRetryMs,
    );
    const entries = (response.suggest?.spelling ?? []) as estypes.SearchTermSuggest[];
    const candidates = entries.map((entry) => (Array.isArray(entry.options) ? entry.options : [entry.options]).map((option) => option.text));
    // The suggester reads the term dictionary, which keeps a removed document's words until its
    // segment is merged: only words a document holds now are offered, as the in-process index does.
    const held = await this.heldSpellingWords([...new Set(candidates.flat())]);
    let changed = false;
    const corrected = entries.map((entry, i) => {
      const nearest = candidates[i].find((word) => held.has(word));
      if (nearest === undefined) return entry.text;
      changed = true;
      return nearest;
    });
    return changed ? corrected.join(' ') : null;
  }

  /** Which of the words some document now holds in its spelling fields. */
  private async heldSpellingWords(words: string[]): Promise<Set<string>> {
    if (words.length === 0) return new Set();
    const filters = Object.fromEntries(words.map((word, i) => [`w${i}`, { term: { [SPELLING_FIELD]: word } }]));
    const response = await describeFailure(`spelling words in ${this.name}`, () =>
      this.client.search<unknown, Record<string, estypes.AggregationsFiltersAggregate>>({ index: this.name, size: 0, track_total_hits: false, aggs: { words: { filters: { filters } } } }),
      this.transientRetryMs,
    );
    const buckets = response.aggregations?.words?.buckets as Record<string, estypes.AggregationsFiltersBucket> | undefined;
    return new Set(words.filter((_, i) => (buckets?.[`w${i}`]?.doc_count ?? 0) > 0));
  }

  async count(): Promise<number> {
    const response = await describeFailure(`count of ${this.name}`, () => this.client.count({ index: this.name }), this.transientRetryMs);
    return response.count;
  }

  /**
   * The index outlives the process, so a matching count means it is current. Otherwise every stored
   * document is indexed again over the one held, and then the ids held before and not in the store
   * are deleted. Not cleared first: other replicas answer searches from this index meanwhile. The
   * ids are taken before the store is read, so an article another replica creates meanwhile (stored,
   * then indexed) is never among those deleted.
   */
  async reconcile(storeCount: number, batches: AsyncIterable<SearchDocument[]>): Promise<ReconcileReport> {
    if ((await this.count()) === storeCount) return { indexed: 0, removed: 0 };
    const held = await this.allIds();
    const given = new Set<string>();
    let indexed = 0;
    for await (const batch of batches) {
      await this.upsertMany(batch);
      for (const doc of batch) given.add(doc.id);
      indexed += batch.length;
    }
    const gone = held.filter((id) => !given.has(id));
    for (let start = 0; start < gone.length; start += BULK_BATCH_SIZE) {
      const ids = gone.slice(start, start + BULK_BATCH_SIZE);
      await describeFailure(`removing documents no longer stored from ${this.name}`, () => this.deleteIds(ids), this.transientRetryMs);
    }
    return { indexed, removed: gone.length };
  }

  /** Every id in the index, read with a scroll (a core API in every distribution). */
  private async allIds(): Promise<string[]> {
    return describeFailure(`listing the ids in ${this.name}`, async () => {
      const ids: string[] = [];
      let page = await this.client.search({ index: this.name, scroll: '1m', size: BULK_BATCH_SIZE, _source: false, query: { match_all: {} } });
      try {
        while (page.hits.hits.length > 0) {
          for (const hit of page.hits.hits) ids.push(hit._id as string);
          page = await this.client.scroll({ scroll_id: page._scroll_id as string, scroll: '1m' });
        }
      } finally {
        if (page._scroll_id) await this.client.clearScroll({ scroll_id: page._scroll_id }, { ignore: [404] });
      }
      return ids;
    }, this.transientRetryMs);
  }

  private async deleteIds(ids: string[]): Promise<void> {
    const response = await this.client.bulk({
      operations: ids.map((id) => ({ delete: { _index: this.name, _id: id } })),
      refresh: REFRESH,
    });
    // A document already deleted (by another replica) is as asked.
    const failed = response.items.map((item) => item.delete).find((result) => result?.error && result.status !== 404);
    if (failed) throw new Error(`${failed._id}: ${failed.error?.type}: ${failed.error?.reason}`);
  }

  /**
   * Deletes every document, a page of ids at a time until a search finds none. Not
   * _delete_by_query: that lives in the reindex module, which not every distribution ships.
   */
  async clear(): Promise<void> {
    await describeFailure(`clearing ${this.name}`, async () => {
      for (;;) {
        const page = await this.client.search({ index: this.name, size: BULK_BATCH_SIZE, _source: false, query: { match_all: {} } });
        const ids = page.hits.hits.map((hit) => hit._id as string);
        if (ids.length === 0) return;
        await this.deleteIds(ids);
      }
    }, this.transientRetryMs);
  }
}

export interface ElasticsearchSearchEngineOptions {
  client: Client;
  /** The cluster's URL, named in error messages. */
  url: string;
  indexPrefix?: string;
  /** How long a request is tried again while a shard is not available yet; 5 s unless told. */
  transientRetryMs?: number;
}

/** The production search engine: one Elasticsearch index per spec, named with the deployment's prefix. */
export class ElasticsearchSearchEngine implements SearchEngine {
  private readonly client: Client;
  private readonly url: string;
  private readonly indexPrefix: string;
  private readonly transientRetryMs: number;

  constructor(options: ElasticsearchSearchEngineOptions) {
    this.client = options.client;
    this.url = redactUrl(options.url);
    this.indexPrefix = options.indexPrefix ?? DEFAULT_INDEX_PREFIX;
    this.transientRetryMs = options.transientRetryMs ?? TRANSIENT_RETRY_MS;
  }

  static connect(config: ElasticsearchConfig, indexPrefix?: string): ElasticsearchSearchEngine {
    const client = new Client({
      nodes: config.nodes,
      ...(config.apiKey ? { auth: { apiKey: config.apiKey } } : {}),
      requestTimeout: REQUEST_TIMEOUT_MS,
    });
    const url = config.nodes.map(redactUrl).join(',');
    return new ElasticsearchSearchEngine({ client, url, indexPrefix: indexPrefix ?? (config.indexPrefix && `${config.indexPrefix}-`) });
  }

  /** Creates the index of this definition when missing; otherwise adds any new fields (a changed analysis is another index). */
  async index(spec: SearchIndexSpec): Promise<SearchIndex> {
    assertValidIndexSpec(spec);
    const definition = indexDefinitionFor(spec);
    const name = elasticsearchIndexName(this.indexPrefix, spec);
    await describeFailure(`opening index ${name}`, async () => {
      const exists = await this.client.indices.exists({ index: name });
      // Another replica may create it between our check and our create; then it exists after all.
      const created = !exists && (await this.createIndex(name, definition));
      if (!created) await this.client.indices.putMapping({ index: name, ...definition.mappings });
      // An index another replica has just created exists before its shard can answer a search.
      const health = await this.client.cluster.health({ index: name, wait_for_status: 'yellow', timeout: INDEX_READY_TIMEOUT });
      if (health.timed_out) throw new Error(`its primary shard was not ready within ${INDEX_READY_TIMEOUT} (status ${health.status})`);
    }, this.transientRetryMs);
    return new ElasticsearchSearchIndex(this.client, name, spec, this.transientRetryMs);
  }

  async ping(): Promise<void> {
    let reachable: boolean;
    try {
      reachable = await this.client.ping(undefined, { requestTimeout: PING_TIMEOUT_MS, maxRetries: 0 });
    } catch (error) {
      throw new Error(`Cannot reach Elasticsearch at ${this.url}: ${requestFailureReason(error)}`, { cause: error });
    }
    if (!reachable) throw new Error(`Cannot reach Elasticsearch at ${this.url}: the cluster answered 404 to a ping`);
  }

  async close(): Promise<void> {
    await this.client.close();
  }

  /** False when the index already exists. */
  private async createIndex(name: string, definition: ElasticsearchIndexDefinition): Promise<boolean> {
    try {
      await this.client.indices.create({ index: name, ...definition });
      return true;
    } catch (error) {
      if (error instanceof errors.ResponseError && error.body?.error?.type === 'resource_already_exists_exception') return false;
      throw error;
    }
  }
}
