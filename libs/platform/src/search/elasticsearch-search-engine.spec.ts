import { Client, errors } from '@elastic/elasticsearch';
import Mock, { type MockPattern } from '@elastic/elasticsearch-mock';
import { randomUUID } from 'node:crypto';
import { ElasticsearchSearchEngine, elasticsearchIndexName } from './elasticsearch-search-engine';
import { ARTICLE_INDEX_SPEC, BILINGUAL_INDEX_SPEC, LAB_ARTICLES, describeSearchEngineContract } from './search-engine.contract';
import { describeSpellingContract } from './spelling.contract';
import type { SearchIndex } from './search-engine.port';

const NODE = 'http://localhost:9200';
const INDEX = elasticsearchIndexName('test-', ARTICLE_INDEX_SPEC);

type ResponseMeta = ConstructorParameters<typeof errors.ResponseError>[0];
/** The parts of the create-index request body these tests read. */
interface CreateIndexBody {
  settings: { analysis: { analyzer: Record<string, unknown>; filter: Record<string, unknown> } };
  mappings: { properties: Record<string, unknown> };
}
const errorResponse = (statusCode: number, type: string, reason: string): errors.ResponseError =>
  new errors.ResponseError({ statusCode, body: { error: { type, reason }, status: statusCode } } as unknown as ResponseMeta);

describe('ElasticsearchSearchEngine against a mocked cluster', () => {
  let mock: Mock;
  let engine: ElasticsearchSearchEngine;
  /** Every request the client sent, in order, but for the index health checks. */
  let sent: MockPattern[];
  /** What the cluster answers when an index is opened and asked for its health, and those requests. */
  let health: { status: string; timed_out: boolean };
  let healthRequests: MockPattern[];
  const reply =
    (answer: Record<string, unknown> | errors.ResponseError | errors.ConnectionError) =>
    (params: MockPattern) => {
      sent.push(params);
      return answer;
    };

  beforeEach(() => {
    mock = new Mock();
    sent = [];
    const client = new Client({ node: NODE, Connection: mock.getConnection(), maxRetries: 0 });
    // The mock connection has nothing to close, so these engines are not closed.
    engine = new ElasticsearchSearchEngine({ client, url: NODE, indexPrefix: 'test-' });
    health = { status: 'green', timed_out: false };
    healthRequests = [];
    mock.add({ method: 'GET', path: '/_cluster/health/:index' }, (params) => {
      healthRequests.push(params);
      return health;
    });
  });

  /** An index whose existence check answers 200 and whose mapping update is acknowledged. */
  const openExisting = async (): Promise<SearchIndex> => {
    mock.add({ method: 'HEAD', path: `/${INDEX}` }, () => ({}));
    mock.add({ method: 'PUT', path: `/${INDEX}/_mapping` }, () => ({ acknowledged: true }));
    return engine.index(ARTICLE_INDEX_SPEC);
  };

  describe('opening an index', () => {
    it('creates a missing index with Swedish analysis of every text field, a prefix subfield and keyword fields', async () => {
      mock.add({ method: 'HEAD', path: `/${INDEX}` }, reply(errorResponse(404, 'index_not_found_exception', 'no such index')));
      mock.add({ method: 'PUT', path: `/${INDEX}` }, reply({ acknowledged: true, index: INDEX }));
      await engine.index(ARTICLE_INDEX_SPEC);

      const create = sent.find((call) => call.method === 'PUT');
      const body = create?.body as CreateIndexBody;
      const analysis = body.settings.analysis;
      expect(analysis.filter.labmedicin_sv_stop).toEqual({ type: 'stop', stopwords: expect.arrayContaining(['och', 'att', 'för']) });
      expect(analysis.filter.labmedicin_sv_stem).toEqual({ type: 'stemmer', language: 'swedish' });
      expect(analysis.filter.labmedicin_edge).toEqual({ type: 'edge_ngram', min_gram: 2, max_gram: 20 });
      // No synonyms nor compound parts in this spec: the chain of Lucene's Swedish analyzer.
      expect(analysis.analyzer.labmedicin_sv).toEqual({ type: 'custom', tokenizer: 'standard', filter: ['lowercase', 'labmedicin_sv_stop', 'labmedicin_sv_stem', 'labmedicin_fold'] });
      expect(analysis.analyzer.labmedicin_sv_prefix).toEqual({
        type: 'custom',
        tokenizer: 'standard',
        filter: ['lowercase', 'labmedicin_sv_stop', 'labmedicin_fold', 'labmedicin_edge'],
      });
      expect(analysis.analyzer.labmedicin_en).toBeUndefined();
      const text = {
        type: 'text',
        analyzer: 'labmedicin_sv',
        search_analyzer: 'labmedicin_sv_query',
        fields: { prefix: { type: 'text', analyzer: 'labmedicin_sv_prefix', search_analyzer: 'labmedicin_sv_query' } },
      };
      expect(body.mappings).toEqual({
        dynamic: false,
        properties: {
          sv: { properties: { title: text, abbreviations: text, body: text } },
          status: { type: 'keyword' },
          category: { type: 'keyword' },
          tags: { type: 'keyword' },
          updatedAt: { type: 'date' },
        },
      });
    });

    it('analyses each language of a two-language index with its own chain, synonyms at query time, Swedish compound parts', async () => {
      const name = elasticsearchIndexName('test-', BILINGUAL_INDEX_SPEC);
      mock.add({ method: 'HEAD', path: `/${name}` }, reply(errorResponse(404, 'index_not_found_exception', 'no such index')));
      mock.add({ method: 'PUT', path: `/${name}` }, reply({ acknowledged: true }));
      await engine.index(BILINGUAL_INDEX_SPEC);
      const { analysis } = (sent[1].body as CreateIndexBody).settings;
      expect(analysis.filter.labmedicin_sv_compounds).toEqual({ type: 'dictionary_decompounder', word_list: BILINGUAL_INDEX_SPEC.compoundParts });
      expect(analysis.filter.labmedicin_en_synonyms).toEqual({ type: 'synonym_graph', synonyms: BILINGUAL_INDEX_SPEC.synonyms });
      expect(analysis.analyzer.labmedicin_sv).toMatchObject({ filter: ['lowercase', 'labmedicin_sv_stop', 'labmedicin_sv_compounds', 'labmedicin_sv_stem', 'labmedicin_fold'] });
      expect(analysis.analyzer.labmedicin_sv_query).toMatchObject({ filter: ['lowercase', 'labmedicin_sv_stop', 'labmedicin_sv_synonyms', 'labmedicin_sv_stem', 'labmedicin_fold'] });
      expect(analysis.analyzer.labmedicin_sv_query_parts).toMatchObject({
        filter: ['lowercase', 'labmedicin_sv_stop', 'labmedicin_sv_synonyms', 'labmedicin_sv_compounds', 'labmedicin_sv_stem', 'labmedicin_fold'],
      });
      expect(analysis.analyzer.labmedicin_en).toMatchObject({ filter: ['labmedicin_en_possessive', 'lowercase', 'labmedicin_en_stop', 'labmedicin_en_stem', 'labmedicin_fold'] });
      // Diacritics folded beside the original, as the in-process analysis does.
      expect(analysis.filter.labmedicin_fold).toEqual({ type: 'asciifolding', preserve_original: true });
      expect(analysis.filter.labmedicin_en_stem).toEqual({ type: 'stemmer', language: 'english' });
      expect(Object.keys((sent[1].body as CreateIndexBody).mappings.properties)).toEqual(['sv', 'en', 'language', 'group', 'category']);
      // Another analysis is another index, which the caller's reconcile fills.
      expect(elasticsearchIndexName('test-', { ...BILINGUAL_INDEX_SPEC, synonyms: ['waran, warfarin'] })).not.toBe(name);
    });

    it('adds the mapping to an index that exists', async () => {
      mock.add({ method: 'HEAD', path: `/${INDEX}` }, reply({}));
      mock.add({ method: 'PUT', path: `/${INDEX}/_mapping` }, reply({ acknowledged: true }));
      await engine.index(ARTICLE_INDEX_SPEC);
      expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([`HEAD /${INDEX}`, `PUT /${INDEX}/_mapping`]);
      expect((sent[1].body as CreateIndexBody['mappings']).properties.tags).toEqual({ type: 'keyword' });
    });

    it('accepts an index another replica created after the existence check', async () => {
      mock.add({ method: 'HEAD', path: `/${INDEX}` }, reply(errorResponse(404, 'index_not_found_exception', 'no such index')));
      mock.add({ method: 'PUT', path: `/${INDEX}` }, reply(errorResponse(400, 'resource_already_exists_exception', 'already exists')));
      mock.add({ method: 'PUT', path: `/${INDEX}/_mapping` }, reply({ acknowledged: true }));
      await engine.index(ARTICLE_INDEX_SPEC);
      expect(sent.map((call) => call.path)).toEqual([`/${INDEX}`, `/${INDEX}`, `/${INDEX}/_mapping`]);
    });

    it("waits until the index's primary shard is active, and fails naming the index when it is not", async () => {
      mock.add({ method: 'HEAD', path: `/${INDEX}` }, () => ({}));
      mock.add({ method: 'PUT', path: `/${INDEX}/_mapping` }, () => ({ acknowledged: true }));
      await engine.index(ARTICLE_INDEX_SPEC);
      expect(healthRequests.map((call) => [call.path, call.querystring])).toEqual([
        [`/_cluster/health/${INDEX}`, { wait_for_status: 'yellow', timeout: '8s' }],
      ]);
      health = { status: 'red', timed_out: true };
      await expect(engine.index(ARTICLE_INDEX_SPEC)).rejects.toThrow(
        `Elasticsearch opening index ${INDEX} failed: its primary shard was not ready within 8s (status red)`,
      );
    });

    it('names the index when the mapping cannot be changed', async () => {
      mock.add({ method: 'HEAD', path: `/${INDEX}` }, () => ({}));
      mock.add(
        { method: 'PUT', path: `/${INDEX}/_mapping` },
        () => errorResponse(400, 'illegal_argument_exception', 'mapper [title] cannot be changed from type [keyword] to [text]'),
      );
      await expect(engine.index(ARTICLE_INDEX_SPEC)).rejects.toThrow(
        `Elasticsearch opening index ${INDEX} failed: 400 illegal_argument_exception: mapper [title] cannot be changed`,
      );
    });
  });

  describe('searching', () => {
    const searchResponse = {
      took: 3,
      timed_out: false,
      _shards: { total: 1, successful: 1, skipped: 0, failed: 0 },
      hits: {
        total: { value: 12, relation: 'eq' },
        max_score: 7.31,
        hits: [
          { _index: INDEX, _id: 'kreatinin', _score: 7.31 },
          { _index: INDEX, _id: 'natrium', _score: 2.05 },
        ],
      },
      aggregations: {
        category: {
          doc_count_error_upper_bound: 0,
          sum_other_doc_count: 0,
          buckets: [
            { key: 'njure', doc_count: 7 },
            { key: 'elektrolyter', doc_count: 5 },
          ],
        },
        tags: { doc_count_error_upper_bound: 0, sum_other_doc_count: 0, buckets: [{ key: 'njurfunktion', doc_count: 9 }] },
      },
    };

    it('asks which words the index has, then sends those as they are, the others with typos, prefixes, filters and facets', async () => {
      const index = await openExisting();
      const vocabulary = { took: 1, timed_out: false, _shards: searchResponse._shards, hits: { hits: [] }, aggregations: { words: { buckets: { w0: { doc_count: 3 }, w1: { doc_count: 0 } } } } };
      mock.add({ method: 'POST', path: `/${INDEX}/_search` }, (params) => reply((params.body as { size?: number }).size === 0 ? vocabulary : searchResponse)(params));
      await index.search({
        text: 'P-Kreatinin njurarna',
        filters: { status: 'published', tags: ['njurfunktion', 'elektrolyter'] },
        facets: ['category', 'tags'],
        limit: 10,
        offset: 20,
      });
      const fields = ['sv.title^4', 'sv.abbreviations^3', 'sv.body^1'];
      expect(sent[0].body).toEqual({
        size: 0,
        track_total_hits: false,
        aggs: {
          words: {
            filters: {
              filters: {
                w0: { multi_match: { query: 'Kreatinin', type: 'most_fields', fields } },
                w1: { multi_match: { query: 'njurarna', type: 'most_fields', fields } },
              },
            },
          },
        },
      });
      expect(sent[1].body).toEqual({
        from: 20,
        size: 10,
        track_total_hits: true,
        _source: false,
        query: {
          bool: {
            must: [
              {
                bool: {
                  should: [
                    { multi_match: { query: 'Kreatinin', type: 'most_fields', fields } },
                    { multi_match: { query: 'njurarna', type: 'most_fields', fields, fuzziness: 'AUTO:5,8' } },
                    {
                      multi_match: {
                        query: 'Kreatinin njurarna',
                        type: 'most_fields',
                        fields: ['sv.title.prefix^2', 'sv.abbreviations.prefix^1.5', 'sv.body.prefix^0.5'],
                      },
                    },
                  ],
                },
              },
            ],
            filter: [{ terms: { status: ['published'] } }, { terms: { tags: ['njurfunktion', 'elektrolyter'] } }],
          },
        },
        aggs: { category: { terms: { field: 'category', size: 1000 } }, tags: { terms: { field: 'tags', size: 1000 } } },
      });
    });

    it('collapses by a keyword, counting its values for the total and in each facet', async () => {
      const index = await openExisting();
      mock.add({ method: 'POST', path: `/${INDEX}/_search` }, reply({
        ...searchResponse,
        aggregations: {
          labmedicin_collapsed_total: { value: 4 },
          category: { buckets: [{ key: 'njure', doc_count: 7, values: { value: 3 } }] },
        },
      }));
      const result = await index.search({ text: '', collapse: 'tags', facets: ['category'] });
      expect(sent[0].body).toMatchObject({
        collapse: { field: 'tags' },
        aggs: {
          labmedicin_collapsed_total: { cardinality: { field: 'tags', precision_threshold: 40000 } },
          category: { terms: { field: 'category', size: 1000 }, aggs: { values: { cardinality: { field: 'tags', precision_threshold: 40000 } } } },
        },
      });
      expect(result).toMatchObject({ total: 4, facets: { category: { njure: 3 } } });
    });

    it('matches every document for a blank text and asks for no aggregations without facets', async () => {
      const index = await openExisting();
      mock.add({ method: 'POST', path: `/${INDEX}/_search` }, reply(searchResponse));
      await index.search({ text: ' ' });
      expect(sent[0].body).toEqual({
        from: 0,
        size: 20,
        track_total_hits: true,
        _source: false,
        query: { bool: { must: [{ match_all: {} }], filter: [] } },
      });
    });

    it('reads hits, the exact total and facet counts from the response', async () => {
      const index = await openExisting();
      mock.add({ method: 'POST', path: `/${INDEX}/_search` }, () => searchResponse);
      const result = await index.search({ text: 'kreatinin', facets: ['category', 'tags'] });
      expect(result).toEqual({
        total: 12,
        hits: [
          { id: 'kreatinin', score: 7.31 },
          { id: 'natrium', score: 2.05 },
        ],
        facets: { category: { njure: 7, elektrolyter: 5 }, tags: { njurfunktion: 9 } },
      });
    });

    it('refuses a filter on a field that is not a keyword field before asking the cluster', async () => {
      const index = await openExisting();
      await expect(index.search({ text: 'x', filters: { title: 'x' } })).rejects.toThrow('not a keyword field');
    });

    it('surfaces an unavailable cluster as an error naming the index and the reason', async () => {
      const index = await openExisting();
      mock.add(
        { method: 'POST', path: `/${INDEX}/_search` },
        () => errorResponse(503, 'search_phase_execution_exception', 'all shards failed'),
      );
      await expect(index.search({ text: 'crp' })).rejects.toThrow(
        `Elasticsearch search in ${INDEX} failed: 503 search_phase_execution_exception: all shards failed`,
      );
    });
  });

  describe('a shard not available yet', () => {
    /** The 503 a search gets for a moment after its index was created, wrapped as a search answers it. */
    const noShardYet = () =>
      new errors.ResponseError({
        statusCode: 503,
        body: {
          error: {
            type: 'search_phase_execution_exception',
            reason: 'all shards failed',
            root_cause: [{ type: 'no_shard_available_action_exception', reason: 'No shard available for [test-articles][0]' }],
          },
          status: 503,
        },
      } as unknown as ResponseMeta);
    /** Answers `failures` times with `failure`, then with `answer`. */
    const failingFirst = (failures: number, failure: () => errors.ResponseError, answer: Record<string, unknown>) => {
      let calls = 0;
      return (params: MockPattern) => {
        sent.push(params);
        calls += 1;
        return calls <= failures ? failure() : answer;
      };
    };

    it('tries a search again and answers once the shard is there', async () => {
      const index = await openExisting();
      const found = { took: 1, timed_out: false, _shards: { total: 1, successful: 1, skipped: 0, failed: 0 }, hits: { total: { value: 1, relation: 'eq' }, hits: [{ _index: INDEX, _id: 'tsh', _score: 1 }] } };
      mock.add({ method: 'POST', path: `/${INDEX}/_search` }, failingFirst(2, noShardYet, found));
      await expect(index.search({ text: 'tsh' })).resolves.toEqual({ total: 1, hits: [{ id: 'tsh', score: 1 }], facets: {} });
      expect(sent.filter((request) => request.path === `/${INDEX}/_search`)).toHaveLength(3);
    });

    it('tries indexing again while the shard is unavailable', async () => {
      const index = await openExisting();
      const unavailable = () => errorResponse(503, 'unavailable_shards_exception', '[test-articles][0] primary shard is not active');
      mock.add({ method: 'POST', path: '/_bulk' }, failingFirst(1, unavailable, { took: 1, errors: false, items: [] }));
      await index.upsert(LAB_ARTICLES[0]);
      expect(sent.filter((request) => request.path === '/_bulk')).toHaveLength(2);
    });

    it('gives up after its window, naming the index and the reason', async () => {
      const client = new Client({ node: NODE, Connection: mock.getConnection(), maxRetries: 0 });
      const impatient = new ElasticsearchSearchEngine({ client, url: NODE, indexPrefix: 'test-', transientRetryMs: 400 });
      mock.add({ method: 'HEAD', path: `/${INDEX}` }, () => ({}));
      mock.add({ method: 'PUT', path: `/${INDEX}/_mapping` }, () => ({ acknowledged: true }));
      const index = await impatient.index(ARTICLE_INDEX_SPEC);
      mock.add({ method: 'POST', path: `/${INDEX}/_search` }, reply(noShardYet()));
      const started = Date.now();
      await expect(index.search({ text: 'tsh' })).rejects.toThrow(
        `Elasticsearch search in ${INDEX} failed: 503 search_phase_execution_exception: all shards failed`,
      );
      expect(Date.now() - started).toBeLessThan(2_000);
      // Waits of 100 and 200 ms fit in 400 ms, the next 400 do not: three tries, two on a slow machine.
      const tries = sent.filter((request) => request.path === `/${INDEX}/_search`).length;
      expect(tries).toBeGreaterThanOrEqual(2);
      expect(tries).toBeLessThanOrEqual(3);
    });

    it('does not try again a request the cluster refuses for what it is', async () => {
      const index = await openExisting();
      mock.add({ method: 'POST', path: `/${INDEX}/_search` }, reply(errorResponse(400, 'parsing_exception', 'unknown query')));
      await expect(index.search({ text: 'tsh' })).rejects.toThrow('400 parsing_exception: unknown query');
      expect(sent.filter((request) => request.path === `/${INDEX}/_search`)).toHaveLength(1);
    });
  });

  describe('writing', () => {
    it('indexes a document with refresh=true, its version as external version, texts in its language stripped of system prefixes, keywords as arrays', async () => {
      const index = await openExisting();
      mock.add({ method: 'POST', path: '/_bulk' }, reply({ took: 1, errors: false, items: [] }));
      await index.upsert({ ...LAB_ARTICLES[0], version: 7, extra: 'not in the spec' });
      expect(sent[0].querystring).toEqual({ refresh: 'true' });
      expect(sent[0].body).toEqual([
        { index: { _index: INDEX, _id: 'hb', version: 7, version_type: 'external_gte' } },
        {
          sv: { title: 'Hemoglobin', abbreviations: 'Hb\nHb', body: LAB_ARTICLES[0].body },
          status: ['published'],
          category: ['hematologi'],
          tags: ['anemi', 'blodstatus'],
          updatedAt: '2025-03-01T10:00:00.000Z',
        },
      ]);
    });

    it('leaves a document the index holds at a newer version, and writes over a deleted one after a refresh', async () => {
      const index = await openExisting();
      const conflict = (id: string) => ({ index: { _index: INDEX, _id: id, status: 409, error: { type: 'version_conflict_engine_exception', reason: 'current version [9] is higher' } } });
      let bulks = 0;
      mock.add({ method: 'POST', path: '/_bulk' }, (params) => {
        sent.push(params);
        bulks += 1;
        return bulks === 1 ? { took: 1, errors: true, items: [conflict('hb'), conflict('crp')] } : { took: 1, errors: false, items: [] };
      });
      mock.add({ method: 'POST', path: `/${INDEX}/_mget` }, reply({ docs: [{ _index: INDEX, _id: 'hb', found: true }, { _index: INDEX, _id: 'crp', found: false }] }));
      mock.add({ method: ['GET', 'POST'], path: `/${INDEX}/_refresh` }, reply({ _shards: { total: 1, successful: 1, failed: 0 } }));
      await index.upsertMany([{ ...LAB_ARTICLES[0], version: 2 }, { ...LAB_ARTICLES[2], version: 2 }]);
      expect(sent.map((call) => call.path)).toEqual(['/_bulk', `/${INDEX}/_mget`, `/${INDEX}/_refresh`, '/_bulk']);
      expect((sent[3].body as unknown[])[0]).toEqual({ index: { _index: INDEX, _id: 'crp', version: 2, version_type: 'external_gte' } });
    });

    it('indexes many documents in bulk requests with refresh=true', async () => {
      const index = await openExisting();
      mock.add({ method: 'POST', path: '/_bulk' }, reply({ took: 5, errors: false, items: [] }));
      const docs = Array.from({ length: 1_200 }, (_, n) => ({ id: `a${n}`, title: `Analys ${n}`, status: 'published' }));
      await index.upsertMany(docs);
      expect(sent.map((call) => (call.body as unknown[]).length)).toEqual([1_000, 1_000, 400]);
      expect(sent[0].querystring).toEqual({ refresh: 'true' });
      expect((sent[0].body as unknown[]).slice(0, 2)).toEqual([
        { index: { _index: INDEX, _id: 'a0' } },
        { sv: { title: 'Analys 0' }, status: ['published'] },
      ]);
    });

    it('fails a bulk request with item errors, naming the first failed document', async () => {
      const index = await openExisting();
      mock.add({ method: 'POST', path: '/_bulk' }, () => ({
        took: 5,
        errors: true,
        items: [
          { index: { _index: INDEX, _id: 'hb', status: 201, result: 'created' } },
          {
            index: {
              _index: INDEX,
              _id: 'kreatinin',
              status: 400,
              error: { type: 'document_parsing_exception', reason: 'failed to parse field [updatedAt] of type [date]' },
            },
          },
        ],
      }));
      await expect(index.upsertMany(LAB_ARTICLES.slice(0, 2))).rejects.toThrow(
        `Elasticsearch bulk indexing into ${INDEX} failed for 1 of 2 documents; first kreatinin: document_parsing_exception`,
      );
    });

    it('removes with refresh=true and takes a missing document as removed', async () => {
      const index = await openExisting();
      mock.add({ method: 'DELETE', path: `/${INDEX}/_doc/:id` }, reply(errorResponse(404, 'not_found', 'not found')));
      await index.remove('pk');
      expect(sent.map((call) => [call.path, call.querystring])).toEqual([[`/${INDEX}/_doc/pk`, { refresh: 'true' }]]);
    });

    it('counts', async () => {
      const index = await openExisting();
      mock.add({ method: ['GET', 'POST'], path: `/${INDEX}/_count` }, () => ({ count: 10 }));
      expect(await index.count()).toBe(10);
    });

    it('clears by deleting the ids a search finds, page by page, until it finds none', async () => {
      const index = await openExisting();
      const pages = [['hb', 'crp'], ['tsh'], []];
      mock.add({ method: 'POST', path: `/${INDEX}/_search` }, (params) => {
        sent.push(params);
        const ids = pages.shift() ?? [];
        return { hits: { total: { value: ids.length, relation: 'eq' }, hits: ids.map((id) => ({ _index: INDEX, _id: id, _score: 1 })) } };
      });
      mock.add({ method: 'POST', path: '/_bulk' }, reply({ took: 1, errors: false, items: [] }));
      await index.clear();
      expect(sent.map((call) => `${call.method} ${call.path}`)).toEqual([
        `POST /${INDEX}/_search`,
        'POST /_bulk',
        `POST /${INDEX}/_search`,
        'POST /_bulk',
        `POST /${INDEX}/_search`,
      ]);
      expect(sent[0].body).toEqual({ size: 500, _source: false, query: { match_all: {} } });
      expect(sent[1].body).toEqual([{ delete: { _index: INDEX, _id: 'hb' } }, { delete: { _index: INDEX, _id: 'crp' } }]);
      expect(sent[1].querystring).toEqual({ refresh: 'true' });
    });

    it('fails a clear whose bulk delete reports an item error, naming the document', async () => {
      const index = await openExisting();
      mock.add({ method: 'POST', path: `/${INDEX}/_search` }, () => ({
        hits: { total: { value: 1, relation: 'eq' }, hits: [{ _index: INDEX, _id: 'hb', _score: 1 }] },
      }));
      mock.add({ method: 'POST', path: '/_bulk' }, () => ({
        took: 1,
        errors: true,
        items: [{ delete: { _index: INDEX, _id: 'hb', status: 429, error: { type: 'es_rejected_execution_exception', reason: 'queue full' } } }],
      }));
      await expect(index.clear()).rejects.toThrow(`Elasticsearch clearing ${INDEX} failed: hb: es_rejected_execution_exception: queue full`);
    });
  });

  describe('ping', () => {
    it('passes when the cluster answers', async () => {
      mock.add({ method: 'HEAD', path: '/' }, () => ({}));
      await expect(engine.ping()).resolves.toBeUndefined();
    });

    it('fails with the URL and the reason when the cluster cannot be reached', async () => {
      mock.add({ method: 'HEAD', path: '/' }, () => new errors.ConnectionError('connect ECONNREFUSED 127.0.0.1:9200'));
      await expect(engine.ping()).rejects.toThrow(`Cannot reach Elasticsearch at ${NODE}: connect ECONNREFUSED 127.0.0.1:9200`);
    });

    it('fails when the cluster answers 503', async () => {
      mock.add({ method: 'HEAD', path: '/' }, () => errorResponse(503, 'cluster_block_exception', 'blocked'));
      await expect(engine.ping()).rejects.toThrow(`Cannot reach Elasticsearch at ${NODE}: 503`);
    });
  });
});

describe('ElasticsearchSearchEngine.connect', () => {
  it('keeps credentials in the URL out of its messages', async () => {
    const engine = ElasticsearchSearchEngine.connect({ nodes: ['http://elastic:secret@127.0.0.1:1'] });
    try {
      const failure = await engine.ping().then(
        () => null,
        (error: Error) => error.message,
      );
      expect(failure).toMatch(/^Cannot reach Elasticsearch at http:\/\/127\.0\.0\.1:1: /);
      expect(failure).not.toContain('secret');
    } finally {
      await engine.close();
    }
  });
});

const liveUrl = process.env.ELASTICSEARCH_URL;
if (liveUrl) {
  // Each run gets its own index, removed afterwards by its exact name: Elasticsearch 8 refuses
  // wildcard deletes (action.destructive_requires_name).
  const prefix = `test-${randomUUID().slice(0, 8)}-`;
  afterAll(async () => {
    const client = new Client({ node: liveUrl });
    const made = Object.keys(await client.indices.get({ index: `${prefix}*` }));
    for (const index of made) await client.indices.delete({ index });
    await client.close();
  });
  describeSearchEngineContract('Elasticsearch', async () => ElasticsearchSearchEngine.connect({ nodes: [liveUrl] }, prefix));
  describeSpellingContract('Elasticsearch', async () => ElasticsearchSearchEngine.connect({ nodes: [liveUrl] }, prefix));
} else {
  describe.skip('search engine contract: Elasticsearch (skipped: ELASTICSEARCH_URL is not set)', () => {
    it('runs the contract against a live cluster', () => undefined);
  });
}
