// Benchmark of the embedded profile at scale: creates synthetic published articles of realistic
// size through the API (never into the seed) on a data dir of its own, then restarts the built
// product on it the way `npm start` does and reports start-up time (search index rebuild
// included), resident memory of every process, uncached search, list and tag page latencies, and
// the data dir's size before and after a period of view traffic. Writes docs/benchmarks.md.
//
//   npm run build && node scripts/bench/scale.mjs
//
// Options: --articles <n> (default 10000), --data-dir <path> (default a folder in the temp dir,
// kept between runs so the articles are created once), --concurrency <n> of the creates (default 8),
// --samples <n> requests per latency measurement (default 300), --view-minutes <m> of view
// traffic (default 2; the issue's figure is 10); --quick measures start-up and memory only;
// --without-snapshot removes content's search snapshot first, so the start-up includes the rebuild;
// --after-crash publishes 20 more articles and kills every process (SIGKILL) instead of stopping
// them, so the measured start-up is one after a crash with writes the last snapshot lacks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { SERVICES } from '../processes.mjs';
import { REPORT, getJson, machineLine, requireBuild, startBuiltProduct, writeReportSection } from './bench-support.mjs';
import { ANALYTES, CONTEXTS, POPULATIONS, pick, prng, syntheticArticle } from './synthetic-articles.mjs';

const { values: options } = parseArgs({
  options: {
    articles: { type: 'string', default: '10000' },
    'data-dir': { type: 'string', default: join(tmpdir(), 'labmedicin-scale') },
    concurrency: { type: 'string', default: '8' },
    samples: { type: 'string', default: '300' },
    'view-minutes': { type: 'string', default: '2' },
    'no-report': { type: 'boolean', default: false },
    // Start-up and memory only (no latencies, no view traffic, no report): for trying a change quickly.
    quick: { type: 'boolean', default: false },
    // Removes content's search snapshot before the measured restart, as a crash would: the rebuild's start-up.
    'without-snapshot': { type: 'boolean', default: false },
    // Ends the first start with 20 new articles and a kill -9: the measured start-up is one after a crash.
    'after-crash': { type: 'boolean', default: false },
  },
});
const ARTICLES = Number(options.articles);
const DATA_DIR = options['data-dir'];
const CONCURRENCY = Number(options.concurrency);
const SAMPLES = Number(options.samples);
const VIEW_MINUTES = Number(options['view-minutes']);
/** Articles published just before the kill of --after-crash, sooner than any snapshot could hold them. */
const CRASH_WRITES = 20;
/**
 * The first admin, created on the data dir's first start (NODE_ENV production would otherwise
 * generate its password); fixed, so a later run on the same local data dir can sign in again.
 */
const ADMIN = { email: 'scale-bench@labmedicin.local', username: 'scalebench', password: 'scale-bench-admin' };

requireBuild();

const loadBefore = loadavg()[0];
const startedAt = new Date();
await mkdir(DATA_DIR, { recursive: true });

// 1. The articles, created once per data dir.
let created = null;
{
  const product = await startProduct();
  try {
    const present = await publishedCount(product.baseUrl);
    if (present < ARTICLES) {
      const began = performance.now();
      const made = await createArticles(product.baseUrl, present, ARTICLES - present);
      created = { count: made, seconds: (performance.now() - began) / 1000 };
      console.log(`created ${made} articles in ${created.seconds.toFixed(0)} s`);
    } else {
      console.log(`${present} published articles already in ${DATA_DIR}`);
    }
    if (options['after-crash']) {
      await createArticles(product.baseUrl, Math.max(present, ARTICLES), CRASH_WRITES);
      crash(product.child.pid);
      console.log(`published ${CRASH_WRITES} more articles, then killed every process`);
    }
  } finally {
    await product.stop();
  }
}

// 2. A restart on the full data dir, the cache of public answers off so every read reaches content.
if (options['without-snapshot']) await rm(join(DATA_DIR, 'content', 'search'), { recursive: true, force: true });
const product = await startProduct({ HTTP_CACHE: 'off' });
let results;
try {
  const startup = product.startupSeconds;
  await delay(5_000);
  const rssIdle = processMemory(product.pid);
  console.log(`start-up ${startup.toFixed(1)} s; RSS after start ${totalMb(rssIdle)} MB ${JSON.stringify(Object.fromEntries(Object.entries(rssIdle).map(([app, bytes]) => [app, mb(bytes)])))}`);
  if (options.quick) {
    await product.stop();
    process.exit(0);
  }
  const vocabulary = await readVocabulary(product.baseUrl);
  const latencies = {
    search: await sample(product.baseUrl, (i) => `/api/articles/search?q=${encodeURIComponent(vocabulary.queries[i % vocabulary.queries.length])}`),
    list: await sample(product.baseUrl, (i) => `/api/articles?status=published&limit=20&page=${1 + ((i * 37) % vocabulary.pages)}`),
    listByTitle: await sample(product.baseUrl, (i) => `/api/articles?status=published&limit=20&sort=title&order=asc&page=${1 + ((i * 37) % vocabulary.pages)}`),
    tag: await sample(product.baseUrl, (i) => `/api/tags/${encodeURIComponent(vocabulary.tags[i % vocabulary.tags.length])}/articles?limit=20`),
    tags: await sample(product.baseUrl, () => '/api/tags'),
  };
  for (const [name, l] of Object.entries(latencies)) console.log(`${name.padEnd(12)} p50 ${l.p50} ms  p95 ${l.p95} ms`);
  const rssLoaded = processMemory(product.pid);
  console.log(`RSS after the reads ${totalMb(rssLoaded)} MB`);
  const sizeBefore = dirSize(DATA_DIR);
  const views = await viewTraffic(product.baseUrl, vocabulary.slugs, VIEW_MINUTES);
  const sizeAfter = dirSize(DATA_DIR);
  const rssAfterViews = processMemory(product.pid);
  console.log(`${views.requests} article reads in ${VIEW_MINUTES} min; data dir ${mb(sizeBefore)} → ${mb(sizeAfter)} MB`);
  results = { startup, rssIdle, rssLoaded, rssAfterViews, latencies, sizeBefore, sizeAfter, views };
} finally {
  await product.stop();
}
results.sizeAfterStop = dirSize(DATA_DIR);
console.log(`data dir after stop ${mb(results.sizeAfterStop)} MB`);
if (!options['no-report']) {
  await writeReport(results);
  console.log(`Written to ${REPORT}`);
}

// ---------------------------------------------------------------------------------------------

async function publishedCount(baseUrl) {
  return (await getJson(`${baseUrl}/api/articles?status=published&limit=1`)).pagination.total;
}

async function login(baseUrl) {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
  });
  if (!response.ok) throw new Error(`admin login: ${response.status} ${await response.text()}`);
  const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
  if (!cookie) throw new Error('admin login answered without a session cookie');
  return cookie;
}

async function createArticles(baseUrl, from, count) {
  const cookie = await login(baseUrl);
  const categories = (await getJson(`${baseUrl}/api/categories`)).data;
  let next = 0;
  let done = 0;
  const began = performance.now();
  const worker = async () => {
    while (next < count) {
      const index = from + next++;
      const article = syntheticArticle(index, categories);
      for (let attempt = 1; ; attempt++) {
        const response = await fetch(`${baseUrl}/api/articles`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie },
          body: JSON.stringify(article),
        });
        if (response.ok) break;
        const text = await response.text();
        if (attempt >= 3 || response.status < 500) throw new Error(`POST /api/articles (${article.title}): ${response.status} ${text}`);
      }
      done += 1;
      if (done % 500 === 0) console.log(`  ${done}/${count} articles, ${(done / ((performance.now() - began) / 1000)).toFixed(0)}/s`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return done;
}

/** Queries, tags, slugs and the number of list pages, taken from what the product answers. */
async function readVocabulary(baseUrl) {
  const tags = (await getJson(`${baseUrl}/api/tags`)).data.map((tag) => tag.name);
  const total = await publishedCount(baseUrl);
  const slugs = [];
  for (let page = 1; slugs.length < 2000 && page <= Math.ceil(total / 100); page++) {
    slugs.push(...(await getJson(`${baseUrl}/api/articles?status=published&limit=100&page=${page}`)).data.map((a) => a.slug));
  }
  // Whole words, prefixes, typos and two-word queries, each different so no answer is reused.
  const queries = [];
  const random = prng(7);
  for (let i = 0; i < SAMPLES; i++) {
    const analyte = pick(random, ANALYTES);
    const word = analyte.name.split(/[\s-]/)[0];
    const kinds = [
      () => word,
      () => word.slice(0, Math.max(3, Math.ceil(word.length * 0.6))),
      () => (word.length >= 5 ? word.slice(0, 2) + word[3] + word[2] + word.slice(4) : word),
      () => `${word} ${pick(random, POPULATIONS).word}`,
      () => analyte.abbr,
      () => `${analyte.specimen}-${analyte.abbr}`,
      () => pick(random, CONTEXTS).word,
    ];
    queries.push(pick(random, kinds)());
  }
  return { tags, slugs, queries, pages: Math.max(1, Math.ceil(total / 20)) };
}

/** One request after another, so each latency is the service's, not a queue's. */
async function sample(baseUrl, pathOf) {
  for (let i = 0; i < 10; i++) await timedGet(baseUrl + pathOf(SAMPLES + i));
  const times = [];
  for (let i = 0; i < SAMPLES; i++) times.push(await timedGet(baseUrl + pathOf(i)));
  times.sort((a, b) => a - b);
  const at = (q) => Number(times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1));
  return { p50: at(0.5), p95: at(0.95), max: at(1) };
}

async function timedGet(url) {
  const began = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return performance.now() - began;
}

/** Readers opening articles, 8 at a time, for the given minutes; every read is a counted view. */
async function viewTraffic(baseUrl, slugs, minutes) {
  const until = Date.now() + minutes * 60_000;
  const random = prng(11);
  let requests = 0;
  const reader = async () => {
    while (Date.now() < until) {
      // Most readers open the same few hundred articles.
      const slug = random() < 0.8 ? slugs[Math.floor(random() * 300)] : pick(random, slugs);
      const response = await fetch(`${baseUrl}/api/articles/${encodeURIComponent(slug)}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`GET article ${slug}: ${response.status}`);
      requests += 1;
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  // The last batch of counted views reaches the store.
  await delay(3_000);
  return { requests };
}

/** RSS of the starter and of each of its children (from /proc), in bytes, by app. */
/** kill -9 of the starter and every process it started: no service gets to close anything. */
function crash(starterPid) {
  for (const pid of [...Object.values(processIds(starterPid)), starterPid]) process.kill(pid, 'SIGKILL');
}

/** The starter's child processes by app name. */
function processIds(starterPid) {
  const pids = {};
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/PPid:\s+(\d+)/.exec(status)[1]) !== starterPid) continue;
      const app = /apps\/([\w-]+)\/dist\/main\.js/.exec(readFileSync(`/proc/${entry}/cmdline`, 'utf8'))?.[1];
      if (app) pids[app] = Number(entry);
    } catch {
      // the process ended while being read
    }
  }
  return pids;
}

function processMemory(starterPid) {
  const rss = (pid) => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024;
  const memory = { starter: rss(starterPid) };
  for (const [app, pid] of Object.entries(processIds(starterPid))) {
    try {
      memory[app] = rss(pid);
    } catch {
      // the process ended while being read
    }
  }
  return memory;
}

function dirSize(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? dirSize(path) : statSync(path).size;
  }
  return total;
}

function mb(bytes) {
  return (bytes / 2 ** 20).toFixed(1);
}

function totalMb(memory) {
  return mb(Object.values(memory).reduce((a, b) => a + b, 0));
}

/** The built product on DATA_DIR with the bench's admin; resolves once the search answers. */
async function startProduct(env = {}) {
  const searchAnswers = async (baseUrl) => (await fetch(`${baseUrl}/api/articles/search?q=kreatinin`)).ok;
  const product = await startBuiltProduct({
    dataDir: DATA_DIR,
    env: {
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      // Plain HTTP on loopback: a Secure cookie would never be sent back.
      SESSION_COOKIE_SECURE: 'false',
      ...env,
    },
    readyWhen: [['search answering', searchAnswers]],
    timeoutMs: 180_000,
  });
  return { ...product, pid: product.child.pid };
}

async function writeReport(r) {
  const apps = ['starter', 'gateway', ...SERVICES];
  const row = (name, memory) => `| ${name} | ${apps.map((app) => mb(memory[app] ?? 0)).join(' | ')} | **${totalMb(memory)}** |`;
  const latency = (name, path, l) => `| ${name} | \`${path}\` | ${l.p50} | ${l.p95} | ${l.max} |`;
  const lines = [
    `${machineLine(startedAt)}; load average ${loadBefore.toFixed(2)} before the run. ` +
      `${ARTICLES} published articles, the seed's and synthetic ones${created ? ` (created in this run through the API: ${created.count} in ${created.seconds.toFixed(0)} s, ${CONCURRENCY} at a time)` : ' (created through the API by an earlier run on the same data dir)'}; ` +
      `product restarted on them with \`HTTP_CACHE=off\`, NODE_ENV production, LOG_LEVEL warn.`,
    '',
    `**Start-up** (spawn of \`scripts/start.mjs --skip-build\` until \`/api/health\` and a search answer${options['without-snapshot'] ? ', search index rebuilt from the store: no snapshot' : options['after-crash'] ? `, after a kill -9 of every process just after ${CRASH_WRITES} articles were published: search index restored from the last snapshot and reconciled with the store` : ', search index restored from the snapshot of the previous clean stop and reconciled with the store'}): **${r.startup.toFixed(1)} s**`,
    '',
    `| RSS MB | ${apps.join(' | ')} | total |`,
    `|---|${apps.map(() => '---:').join('|')}|---:|`,
    row('5 s after start', r.rssIdle),
    row('after the reads below', r.rssLoaded),
    row(`after ${VIEW_MINUTES} min of views`, r.rssAfterViews),
    '',
    `${SAMPLES} requests one after another per row, each with another query, page or tag (so no answer could be reused even with the cache on):`,
    '',
    '| read | path | p50 ms | p95 ms | max ms |',
    '|---|---|---:|---:|---:|',
    latency('search', '/api/articles/search?q=…', r.latencies.search),
    latency('published list', '/api/articles?status=published&limit=20&page=…', r.latencies.list),
    latency('list by title', '/api/articles?status=published&sort=title&order=asc&page=…', r.latencies.listByTitle),
    latency('tag page', '/api/tags/…/articles?limit=20', r.latencies.tag),
    latency('all tags', '/api/tags', r.latencies.tags),
    '',
    `**Data dir** ${mb(r.sizeBefore)} MB before ${VIEW_MINUTES} min of view traffic (${r.views.requests} article reads, 8 readers, 80% on 300 articles), ` +
      `${mb(r.sizeAfter)} MB after it, ${mb(r.sizeAfterStop)} MB after the stop.`,
  ];
  await writeReportSection('scale', lines, '## Scale');
}
