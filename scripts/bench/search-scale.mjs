// Benchmark of the embedded search at scale: content's own ArticleSearchService on the in-process
// engine, given 10,000 synthetic published articles (scripts/bench/synthetic-articles.mjs; every
// one has the section headings "Provtagning och preanalys", "Metod", "Felkällor" and
// "Indikationer", so a query of those words matches every article) through a store of plain
// arrays, then timed over `searchPublished` as the search endpoint calls it (status filter,
// category counts, one hit per translation group in the reader's language, first page of 20).
// Reports p50/p95 of queries whose words are in every article and of rare words, each with the
// index's kept word plans (the same query again before a write) and right after a write.
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
import { syntheticArticle } from './synthetic-articles.mjs';

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
/** Words of a few articles, a prefix and misspelt words. */
const RARE_QUERIES = ['kalprotektin', 'digoxin', 'prolaktin', 'antitrombin', 'litium', 'kreatinn', 'transglutaminas', 'karcinoembryonalt', 'kortis', 'tTG-IgA'];

const service = join(root, 'apps', 'content', 'dist', 'search', 'article-search.service.js');
const engineModule = join(root, 'libs', 'platform', 'dist', 'search', 'in-process-search-engine.js');
const htmlModule = join(root, 'apps', 'content', 'dist', 'sanitize', 'article-html-work.js');
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
  return { ...article, _id: `a${String(n).padStart(6, '0')}`, slug: `artikel-${n}`, categoryId: article.category, version: 1, images: [], createdAt: now, updatedAt: now };
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
};

const engine = new InProcessSearchEngine();
const search = new ArticleSearchService(engine, repository, html);
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
async function measure(queries, afterWrite, warmUp = queries) {
  for (const query of warmUp) await searchPublished(query);
  const times = [];
  const cpu = [];
  for (let i = 0; i < SAMPLES; i++) {
    if (afterWrite) await search.sync([stored[i % stored.length]]);
    const began = performance.now();
    const cpuBefore = process.cpuUsage();
    const hits = await searchPublished(queries[i % queries.length]);
    const used = process.cpuUsage(cpuBefore);
    times.push(performance.now() - began);
    cpu.push((used.user + used.system) / 1000);
    if (i === 0 && queries === COMMON_QUERIES && hits.total < stored.length) throw new Error(`"${queries[0]}" matched ${hits.total} of ${stored.length} articles`);
  }
  times.sort((a, b) => a - b);
  cpu.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), cpu50: percentile(cpu, 50), cpu95: percentile(cpu, 95) };
}

const loadBefore = loadavg()[0];
const startedAt = new Date();
const rows = [
  ['words in every article, same queries again', await measure(COMMON_QUERIES, false)],
  ['words in every article, after a write', await measure(COMMON_QUERIES, true)],
  ['distinct queries: a word in every article and a number', await measure(DISTINCT_QUERIES, false, COMMON_QUERIES)],
  ['distinct queries: a word in every article and a number, after a write', await measure(DISTINCT_QUERIES, true, COMMON_QUERIES)],
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
