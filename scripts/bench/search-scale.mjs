// Benchmark of the embedded search at scale: content's own ArticleSearchService on the in-process
// engine, given 10,000 synthetic published articles (scripts/bench/synthetic-articles.mjs; every
// one has the section headings "Provtagning och preanalys", "Metod", "Felkällor" and
// "Indikationer", so a query of those words matches every article) through a store of plain
// arrays, then timed over `searchPublished` as the search endpoint calls it (status filter,
// category counts, one hit per translation group in the reader's language, first page of 20).
// Reports p50/p95 of queries whose words are in every article and of rare words, each with the
// index's kept word scores (the same query again before a write) and right after a write; of
// distinct queries, none asked twice, of such a word and a number; and of the suggestions a search
// box asks for while the reader types (ArticleSuggestions over its own index of titles and
// analysis designations), each text once, alone and with a distinct full search between two.
//
//   npx nx run-many -t build -p content && node scripts/bench/search-scale.mjs
//
// Options: --articles <n> (default 10000), --samples <n> per measurement (default 300),
// --root <checkout> (another worktree's build, for a before/after comparison), --no-report.
import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ROOT } from '../processes.mjs';
import { machineLine, writeReportSection } from './bench-support.mjs';
import { ANALYTES, syntheticArticle } from './synthetic-articles.mjs';

const { values: options } = parseArgs({
  options: {
    articles: { type: 'string', default: '10000' },
    samples: { type: 'string', default: '300' },
    root: { type: 'string', default: ROOT },
    'no-report': { type: 'boolean', default: false },
  },
});
const ARTICLES = Number(options.articles);
const SAMPLES = Number(options.samples);
const root = options.root;

/** Words of every synthetic article (its section headings), alone and together. */
const COMMON_QUERIES = ['provtagning', 'felkällor', 'metod', 'indikationer', 'preanalys', 'provtagning och preanalys', 'metod felkällor', 'indikationer provtagning'];
/**
 * Distinct queries, none asked twice: a word of every article and a number (the numbers of the
 * texts: hours, percentages, reference limits), so no kept word plan serves a whole query.
 */
const DISTINCT_QUERIES = Array.from({ length: Number(options.samples) }, (_, i) => `${COMMON_QUERIES[i % 5]} ${1 + Math.floor(i / 5)}`);
/**
 * What a reader has typed so far, each once: the first 2 to 6 letters of each analyte's name (the
 * beginning of titles), then the same followed by the first letters of a word of the heading.
 */
const TYPED = [
  ...ANALYTES.flatMap(({ name }) => [2, 3, 4, 5, 6].filter((n) => n <= name.length).map((n) => name.slice(0, n).toLowerCase())),
  ...ANALYTES.flatMap(({ name }) => ['pr', 'tol', 'ref', 'hos'].map((word) => `${name.split(' ')[0].toLowerCase()} ${word}`)),
].filter((typed, i, all) => all.indexOf(typed) === i);
/** Words of a few articles, a prefix and misspelt words. */
const RARE_QUERIES = ['kalprotektin', 'digoxin', 'prolaktin', 'antitrombin', 'litium', 'kreatinn', 'transglutaminas', 'karcinoembryonalt', 'kortis', 'tTG-IgA'];

const service = join(root, 'apps', 'content', 'dist', 'search', 'article-search.service.js');
const engineModule = join(root, 'libs', 'platform', 'dist', 'search', 'in-process-search-engine.js');
const htmlModule = join(root, 'apps', 'content', 'dist', 'sanitize', 'article-html-work.js');
const suggestionsModule = join(root, 'apps', 'content', 'dist', 'search', 'article-suggestions.js');
if (!existsSync(service) || !existsSync(engineModule)) {
  console.error(`Not built in ${root}: apps/content and libs/platform. Run \`npx nx run-many -t build -p content\` there first.`);
  process.exit(1);
}
const require = createRequire(import.meta.url);
const { ArticleSearchService } = require(service);
const { InProcessSearchEngine } = require(engineModule);
// Checkouts from before the HTML of an article was read on worker threads have no such module.
const html = existsSync(htmlModule) ? new (require(htmlModule).ArticleHtmlWork)() : undefined;

const categories = ['Klinisk kemi', 'Hematologi', 'Koagulation', 'Klinisk immunologi', 'Klinisk farmakologi'].map((name, i) => ({ _id: `c${i}`, name }));
const now = new Date().toISOString();
const stored = Array.from({ length: ARTICLES }, (_, n) => {
  const article = syntheticArticle(n, categories);
  // Each article's analysis is the one its title names in brackets: 'Kreatinin (P-Kreatinin): …' → P-Kreatinin.
  const designation = /\(([^()]+)\)/.exec(article.title)?.[1] ?? article.title;
  const analyses = [{ designation, otherNames: [] }];
  return { ...article, analyses, _id: `a${String(n).padStart(6, '0')}`, slug: `artikel-${n}`, categoryId: article.category, version: 1, images: [], createdAt: now, updatedAt: now };
});

const byId = new Map(stored.map((article) => [article._id, article]));

/** The part of content's ArticlesRepository the search service reads, over the array. */
const repository = {
  countAll: async () => stored.length,
  batchAfter: async (after, size) => {
    const start = after === null ? 0 : stored.findIndex((article) => article._id === after) + 1;
    return stored.slice(start, start + size);
  },
  // By id, as the store's index on _id finds them.
  listRecordsByIds: async (ids) => ids.flatMap((id) => byId.get(id) ?? []),
  // The synthetic articles are not linked: no group has another version.
  groups: async () => [],
  namesByIds: async (ids) => ids.flatMap((id) => byId.get(id) ?? []),
};

const engine = new InProcessSearchEngine();
// Checkouts from before suggestions while typing have no index of names.
const suggestions = existsSync(suggestionsModule) ? new (require(suggestionsModule).ArticleSuggestions)(engine, repository) : undefined;
const search = new ArticleSearchService(engine, repository, html, suggestions);
const indexing = performance.now();
await search.onModuleInit();
const indexedIn = (performance.now() - indexing) / 1000;
// Main before issue 20 searched without a reader's language: (text, offset, limit).
const searchPublished = (text) => (search.searchPublished.length === 3 ? search.searchPublished(text, 0, 20) : search.searchPublished(text, 'sv', 0, 20));

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/**
 * p50/p95 of SAMPLES searches over the queries in turn, as time passed and as this process's CPU
 * time (what the search costs, whatever else the machine runs); `afterWrite` re-indexes one
 * article before each.
 */
async function measure(queries, afterWrite, warmUp = queries, ask = searchPublished, between = async () => undefined) {
  for (const query of warmUp) await ask(query);
  const times = [];
  const cpu = [];
  for (let i = 0; i < SAMPLES; i++) {
    if (afterWrite) await search.sync([stored[i % stored.length]]);
    await between(i);
    const began = performance.now();
    const cpuBefore = process.cpuUsage();
    const hits = await ask(queries[i % queries.length]);
    const used = process.cpuUsage(cpuBefore);
    times.push(performance.now() - began);
    cpu.push((used.user + used.system) / 1000);
    if (i === 0 && queries === COMMON_QUERIES && hits.total < stored.length) throw new Error(`"${queries[0]}" matched ${hits.total} of ${stored.length} articles`);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpu50: percentile(cpu, 50), cpu95: percentile(cpu, 95) };
}

/** The suggestions for a text in Swedish. */
const suggest = (typed) => suggestions.suggest(typed, 'sv');
/** A full search of a query not asked before (not timed): the engine's kept words are those of full searches too. */
const distinctSearch = (i) => searchPublished(`${COMMON_QUERIES[i % 5]} ${1000 + i}`);

const loadBefore = loadavg()[0];
const startedAt = new Date();
const rows = [
  ['words in every article, same queries again', await measure(COMMON_QUERIES, false)],
  ['words in every article, after a write', await measure(COMMON_QUERIES, true)],
  ['distinct queries: a word in every article and a number', await measure(DISTINCT_QUERIES, false, COMMON_QUERIES)],
  ['distinct queries: a word in every article and a number, after a write', await measure(DISTINCT_QUERIES, true, COMMON_QUERIES)],
  ...(suggestions
    ? [
        ['suggestions while typing (`ArticleSuggestions.suggest`), each text once', await measure(TYPED, false, ['xq'], suggest)],
        ['suggestions while typing, each text once, a full search of a distinct query between two', await measure(TYPED, false, ['xq'], suggest, distinctSearch)],
      ]
    : []),
  ['rare words, prefixes and typos, same queries again', await measure(RARE_QUERIES, false)],
  ['rare words, prefixes and typos, after a write', await measure(RARE_QUERIES, true)],
];
const ms = (value) => value.toFixed(1);
const lines = [
  '',
  `${machineLine(startedAt)}; load average ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)}. ${ARTICLES} articles indexed in ${indexedIn.toFixed(1)} s; ${SAMPLES} searches a row (\`searchPublished\`: status filter, category counts, one hit per group in Swedish, first page of 20).`,
  '',
  '| query | p50 / p95 ms | CPU p50 / p95 ms |',
  '|---|---:|---:|',
  ...rows.map(([name, { p50, p95, cpu50, cpu95 }]) => `| ${name} | ${ms(p50)} / ${ms(p95)} | ${ms(cpu50)} / ${ms(cpu95)} |`),
  '',
];
console.log(lines.join('\n'));
if (!options['no-report'] && root === ROOT) {
  await writeReportSection('search-scale', lines, '## Search at scale (in-process index)\n\n`scripts/bench/search-scale.mjs` (see its header).');
}
await engine.close();
await html?.onModuleDestroy();
