// How long a large article save blocks the content service's event loop, and what readers see
// meanwhile: see docs/benchmarks.md, "Large saves".
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';
import { ROOT, opsPortOf } from '../processes.mjs';
import { freeBlock, machineLine, requireBuild, startBuiltProduct, writeReportSection } from './bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    compare: { type: 'string' },
    saves: { type: 'string', default: '3' },
  },
});
const SAVES = Number(args.saves);
const ADMIN = { email: 'admin@bench.labmedicin.test', password: 'bench-admin-password' };
/** Markup that is nothing but tags around one letter: what costs the sanitizer most per byte. */
const tags = (repeat) => '<b>x</b>'.repeat(repeat);
/**
 * The bodies saved: the largest article the product accepts (LIMITS.articleHtmlMax, 200,000
 * characters, in each of its three HTML fields) and the robustness probe's (880 KB of content).
 */
const BODIES = [
  { name: 'largest accepted article (3 × 200,000 characters)', html: { content: tags(25_000), clinicalSignificance: tags(25_000), interpretation: tags(25_000) } },
  { name: "the probe's 880 KB content", html: { content: tags(110_000) } },
];
const startedAt = new Date();

/** The content service's event-loop delay since the last scrape (prom-client resets it at each). */
async function loopDelay(opsPort) {
  const text = await (await fetch(`http://127.0.0.1:${opsPort}/metrics`)).text();
  const gauge = (name) => Number(text.match(new RegExp(`^${name}\\{[^}]*\\} ([0-9.e+-]+)$`, 'm'))?.[1] ?? NaN) * 1000;
  return { maxMs: gauge('nodejs_eventloop_lag_max_seconds'), p99Ms: gauge('nodejs_eventloop_lag_p99_seconds') };
}

/** A reader while the saves run: the service health and an uncached list, one after the other. */
async function read(baseUrl, stop, results) {
  while (!stop.done) {
    for (const path of ['/api/health', `/api/articles?limit=1&r=${Math.random().toString(36).slice(2)}`]) {
      const began = performance.now();
      const status = await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(30_000) }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => null,
      );
      results.push({ status, ms: performance.now() - began });
    }
    await delay(20);
  }
}

async function run(root) {
  const dataDir = await mkdtemp(join(tmpdir(), 'labmedicin-bench-save-'));
  const opsBase = await freeBlock(5);
  const product = await startBuiltProduct({
    root,
    dataDir,
    env: { SESSION_COOKIE_SECURE: 'false', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, OPS_PORT_BASE: String(opsBase) },
    readyWhen: [['seeded articles', async (baseUrl) => (await (await fetch(`${baseUrl}/api/articles?limit=1`)).json()).pagination.total > 0]],
  });
  const opsPort = opsPortOf({ OPS_PORT_BASE: String(opsBase) }, 'content', 0);
  try {
    const { baseUrl } = product;
    const login = await fetch(`${baseUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const cookie = login.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ');
    const category = (await (await fetch(`${baseUrl}/api/categories`)).json()).data[0]._id;
    const write = (method, path, body) => fetch(`${baseUrl}${path}`, { method, headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
    const fields = (n) => ({ title: `Stor artikel ${n}`, category, summary: 'Mätning av en stor sparning.', content: '<p>Kort.</p>', status: 'published' });
    const slugs = [];
    for (let n = 0; n < SAVES; n += 1) {
      const created = await write('POST', '/api/articles', fields(n));
      if (created.status !== 201) throw new Error(`creating an article answered ${created.status}: ${await created.text()}`);
      slugs.push((await created.json()).data.slug);
    }
    /** The article's version once content answers (a save answered 503 may have been stored all the same). */
    const versionOf = async (slug) => {
      for (;;) {
        const response = await fetch(`${baseUrl}/api/articles/${slug}`, { headers: { cookie } });
        if (response.ok) return (await response.json()).data.version;
        await delay(250);
      }
    };
    const measure = async (html, count) => {
      const versions = [];
      for (const slug of slugs.slice(0, count)) versions.push(await versionOf(slug));
      await delay(500);
      await loopDelay(opsPort);
      const stop = { done: false };
      const reads = [];
      const readers = [read(baseUrl, stop, reads), read(baseUrl, stop, reads)];
      const began = performance.now();
      const saves = await Promise.all(
        slugs.slice(0, count).map(async (slug, n) => {
          const response = await write('PUT', `/api/articles/${slug}`, { ...fields(n), ...html, baseVersion: versions[n] });
          const { code } = await response.json();
          return { status: response.status, code, ms: performance.now() - began };
        }),
      );
      // A save answered 5xx may still be at work in content: the readers go on until it is stored.
      await Promise.all(
        slugs.slice(0, count).map(async (slug, n) => {
          while (saves[n].status >= 500 && (await versionOf(slug)) === versions[n]) await delay(250);
        }),
      );
      stop.done = true;
      await Promise.all(readers);
      const lag = await loopDelay(opsPort);
      const failed = reads.filter((r) => r.status !== 200);
      return { saves, lag, reads: reads.length, failed: failed.length, failedStatuses: [...new Set(failed.map((r) => r.status))], slowestReadMs: Math.max(...reads.map((r) => r.ms)) };
    };
    const results = [];
    for (const body of BODIES) results.push({ one: await measure(body.html, 1), all: await measure(body.html, SAVES) });
    return results;
  } finally {
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const commitOf = (root) => execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
requireBuild();
if (args.compare) requireBuild(resolve(args.compare));
const checkouts = [[`at ${commitOf(ROOT)}`, ROOT], ...(args.compare ? [[`at ${commitOf(resolve(args.compare))}`, resolve(args.compare)]] : [])];
const results = {};
for (const [name, root] of checkouts) {
  console.log(`[save-lag] ${name}`);
  results[name] = await run(root);
  console.log(JSON.stringify(results[name]));
}
const names = Object.keys(results);
const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
const lines = [`${machineLine(startedAt)}; embedded profile, \`SERVICE_TIMEOUT_MS\` at its default.`, ''];
for (const [b, body] of BODIES.entries()) {
  for (const [key, label] of [['one', 'one save'], ['all', `${SAVES} saves at once`]]) {
    const row = (what, cell) => `| ${what} | ${names.map((name) => cell(results[name][b][key])).join(' | ')} |`;
    lines.push(
      `| ${label}, ${body.name} | ${names.join(' | ')} |`,
      `|---|${names.map(() => '---:').join('|')}|`,
      row('answers', (r) => r.saves.map((save) => `${save.status}${save.status >= 400 ? ` ${save.code}` : ''} in ${s(save.ms)}`).join(', ')),
      row("content's event-loop delay, max", (r) => `${r.lag.maxMs.toFixed(0)} ms`),
      row("content's event-loop delay, p99", (r) => `${r.lag.p99Ms.toFixed(0)} ms`),
      row('reads meanwhile (not 200)', (r) => `${r.reads} (${r.failed}${r.failed ? `: ${r.failedStatuses.join(', ')}` : ''})`),
      row('slowest read', (r) => s(r.slowestReadMs)),
      '',
    );
  }
}
console.log(lines.join('\n'));
await writeReportSection(
  'save-lag',
  lines,
  `## Large saves

\`scripts/bench/save-lag.mjs\` (run \`npm run build\` first) starts the built product as \`npm start\`
does (embedded profile), signs the admin in and saves, in one article and then in three at once
(\`--saves\`), the largest article the product accepts (each of its three HTML fields at
\`LIMITS.articleHtmlMax\`, 200,000 characters) and then the robustness probe's body (\`'<b>x</b>'\` ×
110,000 as content, 880 KB), both markup that costs the sanitizer most per byte. Meanwhile two
readers ask \`/api/health\` and an uncached \`/api/articles\`, one after the other, until every save
is answered (and stored, when answered 5xx). The content service's event-loop delay is read from its
\`/metrics\` (\`nodejs_eventloop_lag_max_seconds\` and \`_p99_seconds\`: \`perf_hooks.monitorEventLoopDelay\`,
reset at each scrape) right before and right after. With \`--compare <dir>\` another built checkout
runs the same after it.

Before (right-hand column) content sanitized on its event loop, with an extra pass per field for the
embed hosts, one for the images and two for the text: a second and more without an answer, so the
gateway's breaker took it for dead and every read that needed content was answered 503 until it was
free, the save itself included (stored all the same). Now those steps run on content's worker threads
(piscina), in one sanitizing pass and one text pass per field; what is left on the loop (the payload's
schema, the store's and the index's writes, garbage collection) stays under 100 ms at the 99th
percentile. The probe's 880 KB is over the article limit and is refused by the gateway before content
sees it.

    npm run build
    node scripts/bench/save-lag.mjs [--compare <built checkout>] [--saves 3]`,
);
