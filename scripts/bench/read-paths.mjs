// Benchmark of the public read paths: requests/s and p99 latency of
// GET /api/articles/:slug, the published list and search, and of the article's page rendered on
// the server (GET /article/:slug), with the gateway's cache of public answers on and off (HTTP_CACHE). Starts the built product the way `npm start` does, on a fresh
// data dir and free loopback ports, and writes the numbers into docs/benchmarks.md.
//
//   npm run build && node scripts/bench/read-paths.mjs
//
// Options: --duration <s> (default 10) and --connections <n> (default 50) per measurement.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { availableParallelism, cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { ROOT, SERVICES } from '../processes.mjs';

const { values: options } = parseArgs({
  options: { duration: { type: 'string', default: '10' }, connections: { type: 'string', default: '50' } },
});
const DURATION_S = Number(options.duration);
const CONNECTIONS = Number(options.connections);
const WARMUP_S = 2;
const REPORT = join(ROOT, 'docs', 'benchmarks.md');
const START_MARK = '<!-- read-paths:start -->';
const END_MARK = '<!-- read-paths:end -->';
/** Number of transport nodes (gateway and the four services): node n listens on base + n. */
const TRANSPORT_NODES = 5;

const missing = ['gateway', ...SERVICES].filter((app) => !existsSync(join(ROOT, 'apps', app, 'dist', 'main.js')));
if (missing.length > 0) {
  console.error(`Not built: ${missing.join(', ')}. Run \`npm run build\` first.`);
  process.exit(1);
}

/** Other work on the machine skews the numbers; the report says how busy it was. */
const loadBefore = loadavg()[0];
const startedAt = new Date();
const results = [];
for (const cache of ['off', 'on']) {
  const product = await startProduct({ HTTP_CACHE: cache });
  try {
    const paths = await readPaths(product.baseUrl);
    for (const [name, path] of paths) {
      await measure(product.baseUrl + path, WARMUP_S, 10);
      const result = await measure(product.baseUrl + path, DURATION_S, CONNECTIONS);
      // Numbers of failed requests (a service gone, a timeout) measure nothing worth reporting.
      if (result.failures > 0) throw new Error(`${result.failures} requests to ${path} failed (cache ${cache}: ${JSON.stringify(result.failed)}); no report written`);
      results.push({ cache, name, path, ...result });
      console.log(`cache ${cache.padEnd(3)} ${name.padEnd(8)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${result.p99Ms} ms`);
    }
  } finally {
    await product.stop();
  }
}
await writeReport(results);
console.log(`Written to ${REPORT}`);

/** The measured paths: a seeded article (kreatinin's when there), the published list, a search, the article's rendered page. */
async function readPaths(baseUrl) {
  const hits = await getJson(`${baseUrl}/api/articles/search?q=kreatinin`);
  const slug = hits.data[0]?.slug ?? (await getJson(`${baseUrl}/api/articles?status=published&limit=1`)).data[0].slug;
  return [
    ['article', `/api/articles/${encodeURIComponent(slug)}`],
    ['list', '/api/articles?status=published&limit=20'],
    ['search', '/api/articles/search?q=kreatinin'],
    ['page', `/article/${encodeURIComponent(slug)}`],
  ];
}

async function measure(url, durationS, connections) {
  const result = await autocannon({ url, connections, duration: durationS });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
    failed: { errors: result.errors, timeouts: result.timeouts, non2xx: result.non2xx },
  };
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}

/** scripts/start.mjs --skip-build with its own data dir and ports; resolves once seeded articles are listed. */
async function startProduct(extraEnv) {
  const dataDir = await mkdtemp(join(tmpdir(), 'labmedicin-bench-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs', '--skip-build'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      PORT: String(port),
      DATA_DIR: dataDir,
      TRANSPORT_HOST: '127.0.0.1',
      TRANSPORT_PORT_BASE: String(await freeBlock(TRANSPORT_NODES)),
      // Request logs at info would measure the logger.
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise((done) => {
        child.once('exit', done);
        child.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await until(`${baseUrl} healthy`, async () => (await fetch(`${baseUrl}/api/health`)).ok, child);
    await until('seeded articles', async () => (await getJson(`${baseUrl}/api/articles?status=published&limit=1`)).data.length > 0, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

async function until(what, probe, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode} before: ${what}`);
    try {
      if (await probe()) return;
    } catch {
      // not there yet
    }
    await delay(250);
  }
  throw new Error(`timed out waiting for ${what}`);
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function freeBlock(size) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const base = 20000 + Math.floor(Math.random() * 40000);
    const free = await Promise.all(Array.from({ length: size }, (_, i) => portIsFree(base + i)));
    if (free.every(Boolean)) return base;
  }
  throw new Error('no block of free ports found');
}

/** Replaces the read-paths section of docs/benchmarks.md (creating the file if needed). */
async function writeReport(rows) {
  const byPath = new Map();
  for (const row of rows) byPath.set(row.name, { ...byPath.get(row.name), path: row.path, [row.cache]: row });
  const cell = (row) => `${Math.round(row.requestsPerSecond)} | ${row.p99Ms}`;
  const table = [
    '| path | cache off: req/s | cache off: p99 ms | cache on: req/s | cache on: p99 ms |',
    '|---|---:|---:|---:|---:|',
    ...[...byPath.values()].map((r) => `| \`GET ${r.path}\` | ${cell(r.off)} | ${cell(r.on)} |`),
  ];
  const section = [
    START_MARK,
    `Run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
      `${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}; ${CONNECTIONS} connections, ${DURATION_S} s per path ` +
      `after a ${WARMUP_S} s warm-up; autocannon on the same machine as the five processes; load average ${loadBefore.toFixed(2)} before the run.`,
    '',
    ...table,
    END_MARK,
  ].join('\n');
  const current = existsSync(REPORT) ? await readFile(REPORT, 'utf8') : initialReport();
  const start = current.indexOf(START_MARK);
  const end = current.indexOf(END_MARK);
  const next = start >= 0 && end > start ? current.slice(0, start) + section + current.slice(end + END_MARK.length) : `${current.trimEnd()}\n\n${section}\n`;
  await mkdir(dirname(REPORT), { recursive: true });
  await writeFile(REPORT, next);
}

function initialReport() {
  return `# Benchmarks

Numbers from scripts, not timed tests. Each script rewrites its own
section below; commit the report with the change that moved the numbers.

## Read paths

\`scripts/bench/read-paths.mjs\` (run \`npm run build\` first; it builds nothing itself) starts the
built product as \`npm start\` does (\`scripts/start.mjs --skip-build\`, embedded profile, NODE_ENV
production, LOG_LEVEL warn) on a fresh temp data dir and free loopback ports, waits for
/api/health and the seeded articles, and loads each path with autocannon. It does so twice: with
the gateway's cache of public answers off (\`HTTP_CACHE=off\`: every read goes to content) and on
(the default: anonymous reads are answered from the gateway's 'http' cache, with ETag and
Cache-Control, until an article, tag or category event drops them). The last path is the
article's page rendered on the server (React's renderToString of the SPA's components, fed by the
same API reads over loopback): with the cache off every request renders it, with the cache on an
anonymous reader's page is one cache look-up. Requests are anonymous, send no Accept-Language
(Swedish pages) and no If-None-Match, so every answer carries a full body. With the cache on, the
reads of an article answered from the cache are counted in the gateway and reported to content as
one article.viewed event per article per second.

    npm run build
    node scripts/bench/read-paths.mjs [--duration 10] [--connections 50]
`;
}
