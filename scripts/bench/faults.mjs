// How long readers wait while a service is down or frozen, or Redis is stopped, and how soon
// everything answers again: see docs/benchmarks.md, "Faults".
import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { setTimeout as delay } from 'node:timers/promises';
import { readEnvFile } from '../engines/engines.mjs';
import { ROOT } from '../processes.mjs';
import { machineLine, requireBuild, startBuiltProduct, writeReportSection } from './bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    engines: { type: 'string' },
    compare: { type: 'string' },
    'cap-seconds': { type: 'string', default: '45' },
  },
});
const CAP_MS = Number(args['cap-seconds']) * 1000;
const startedAt = new Date();

/** The pages and reads that need content, and those that must not. */
const NEEDS_CONTENT = (slug, r) => [`/article/${slug}?r=${r}`, `/articles?r=${r}`, `/api/articles/${slug}?r=${r}`];
const NEEDS_NOTHING = ['/', '/about', '/login', '/profile/admin', '/livez'];

/** GET url once: its status and how long it took, or `null` status when nothing came within the cap. */
async function timed(url) {
  const began = performance.now();
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(CAP_MS), redirect: 'manual' });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - began };
  } catch {
    return { status: null, ms: performance.now() - began };
  }
}

/** The launcher's children running one app. */
function pidsOf(launcherPid, app) {
  return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(launcherPid)], { encoding: 'utf8' })
    .split('\n')
    .filter((line) => line.includes(`apps/${app}/dist/main.js`))
    .map((line) => Number(line.trim().split(/\s+/)[0]));
}

/** Polls url until it answers 200; ms from `since`, or null within the cap. */
async function answersAgain(url, since) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if ((await timed(url)).status === 200) return performance.now() - since;
    await delay(100);
  }
  return null;
}

/**
 * Measures one outage: `fault` starts it, the pages that need content and those that do not are
 * asked at the same time (four list renders at once, as a crawler would), `recover` ends it.
 */
async function outage(baseUrl, slugs, fault, recover) {
  const r = Math.random().toString(36).slice(2, 8);
  await fault();
  const needing = NEEDS_CONTENT(slugs[0], r).map((path) => timed(`${baseUrl}${path}`).then((result) => [path.replace(/\?r=.*/, ''), result]));
  const moreLists = [1, 2, 3].map((n) => timed(`${baseUrl}/articles?r=${r}${n}`));
  await delay(300);
  const others = [];
  for (const path of NEEDS_NOTHING) others.push([path, await timed(`${baseUrl}${path}`)]);
  const rows = [...(await Promise.all(needing)), ...others];
  await Promise.all(moreLists);
  if (!recover) return { rows, recoveryMs: undefined };
  const since = performance.now();
  await recover();
  return { rows, recoveryMs: await answersAgain(`${baseUrl}/article/${slugs[1]}?r=${r}back`, since) };
}

async function redisOutage(baseUrl, slug, downMs) {
  const r = Math.random().toString(36).slice(2, 8);
  const restart = new Promise((done, fail) =>
    execFile(process.execPath, ['scripts/engines/engines.mjs', 'restart-redis', '--down-ms', String(downMs)], { cwd: ROOT }, (error) => (error ? fail(error) : done())),
  );
  await delay(3_000);
  const rows = [];
  for (const path of ['/readyz', '/livez', '/', '/about', `/article/${slug}?r=${r}`, '/api/categories']) rows.push([path.replace(/\?r=.*/, ''), await timed(`${baseUrl}${path}`)]);
  await restart;
  const since = performance.now();
  const readyMs = await answersAgain(`${baseUrl}/readyz`, since);
  const healthMs = await answersAgain(`${baseUrl}/api/health`, since);
  return { rows, readyMs, healthMs };
}

async function run(root, profile, engines) {
  const dataDir = await mkdtemp(join(tmpdir(), 'labmedicin-faults-'));
  // Databases and indices of its own: the engines' default ones are the tests' (their admin, their seed).
  const space = { MONGO_DATABASE_PREFIX: 'labmedicin-bench-faults', SEARCH_INDEX_PREFIX: 'labmedicin-bench-faults' };
  const env = profile === 'production' ? { ...engines, ...space, REPLICAS: '2' } : {};
  const product = await startBuiltProduct({ dataDir, env, root });
  const { baseUrl, child } = product;
  const results = {};
  try {
    const page = await (await fetch(`${baseUrl}/api/articles?status=published&limit=50`)).json();
    const slugs = page.data.map((article) => article.slug).sort(() => Math.random() - 0.5);
    let content = pidsOf(child.pid, 'content');
    results.frozen = await outage(
      baseUrl,
      slugs.slice(0, 2),
      () => content.forEach((pid) => process.kill(pid, 'SIGSTOP')),
      () => content.forEach((pid) => process.kill(pid, 'SIGCONT')),
    );
    await answersAgain(`${baseUrl}/api/health`, performance.now());
    content = pidsOf(child.pid, 'content');
    // Stopped: the launcher is held, so that it starts nothing again until the end of the outage.
    // With one process per service it would stop the product instead: no recovery to measure then.
    const replicas = profile === 'production';
    results.stopped = await outage(
      baseUrl,
      slugs.slice(2, 4),
      () => {
        process.kill(child.pid, 'SIGSTOP');
        content.forEach((pid) => process.kill(pid, 'SIGKILL'));
      },
      replicas ? () => process.kill(child.pid, 'SIGCONT') : undefined,
    );
    if (replicas) {
      await answersAgain(`${baseUrl}/api/health`, performance.now());
      results.redis = await redisOutage(baseUrl, slugs[4], 15_000);
    } else {
      process.kill(child.pid, 'SIGCONT');
    }
  } finally {
    await product.stop().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
  return results;
}

const ms = (result) => (result.status === null ? `no answer in ${CAP_MS / 1000} s` : `${result.status} in ${(result.ms / 1000).toFixed(2)} s`);
const seconds = (value) => (value === undefined ? '—' : value === null ? 'not within 90 s' : `${(value / 1000).toFixed(1)} s`);

function table(title, runs) {
  const names = Object.keys(runs);
  const lines = [`| ${title} | ${names.join(' | ')} |`, `|---|${names.map(() => '---:').join('|')}|`];
  const first = runs[names[0]];
  for (const [i, [path]] of first.rows.entries()) lines.push(`| \`${path}\` | ${names.map((name) => ms(runs[name].rows[i][1])).join(' | ')} |`);
  if ('recoveryMs' in first) lines.push(`| first article page 200 after the service is back | ${names.map((name) => seconds(runs[name].recoveryMs)).join(' | ')} |`);
  if ('readyMs' in first) {
    lines.push(`| \`/readyz\` 200 after Redis is back | ${names.map((name) => seconds(runs[name].readyMs)).join(' | ')} |`);
    lines.push(`| \`/api/health\` 200 after Redis is back | ${names.map((name) => seconds(runs[name].healthMs)).join(' | ')} |`);
  }
  return lines;
}

requireBuild();
if (args.compare) requireBuild(resolve(args.compare));
const engines = args.engines ? readEnvFile(resolve(args.engines)) : null;
const commitOf = (root) => execFileSync('git', ['-C', root, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const checkouts = [[`at ${commitOf(ROOT)}`, ROOT], ...(args.compare ? [[`at ${commitOf(resolve(args.compare))}`, resolve(args.compare)]] : [])];
const lines = [`${machineLine(startedAt)}; each outage measured once per build, the builds one after the other.`, ''];
for (const profile of ['embedded', ...(engines ? ['production'] : [])]) {
  const byCheckout = {};
  for (const [name, root] of checkouts) {
    console.log(`[faults] ${profile} profile, ${name}`);
    byCheckout[name] = await run(root, profile, engines);
  }
  const pick = (scenario) => Object.fromEntries(Object.entries(byCheckout).filter(([, r]) => r[scenario]).map(([name, r]) => [name, r[scenario]]));
  const label = profile === 'production' ? 'production profile, two replicas of each service' : 'embedded profile';
  lines.push(...table(`content frozen (SIGSTOP), ${label}`, pick('frozen')), '');
  lines.push(...table(`content stopped, ${label}`, pick('stopped')), '');
  if (profile === 'production') lines.push(...table(`Redis stopped for 15 s, ${label}`, pick('redis')), '');
}
console.log(lines.join('\n'));
await writeReportSection(
  'faults',
  lines,
  `## Faults

\`scripts/bench/faults.mjs\` (run \`npm run build\` first) starts the built product as \`npm start\` does,
on the embedded profile and, with \`--engines .engines.env\` (after \`npm run engines:up\`), on the
production profile with two replicas of every service. It freezes content (SIGSTOP on every content
process), then stops it (SIGKILL, with the launcher held so that nothing starts it again until the
end), and on the production profile stops Redis for 15 s. During each it asks, at the same time, the
pages and reads that need content (an article never rendered before, four renders of the list, an
article's API read) and then those that do not, one after the other, each with a cap of 45 s; then it
ends the outage and times the first article page that answers 200. With \`--compare <dir>\` another
built checkout runs the same, after it: the column of each build. On the production profile the
product gets databases and indices of its own (\`labmedicin-bench-faults\`), apart from the tests'.

Before the breaker (the right-hand column), a call to a frozen or stopped service waited for its
deadline (\`REQUEST_TIMEOUT_MS\`, 10 s; an article page makes two such calls in turn), and every
render waiting on one held one of the four render slots, so sign-in and other pages queued behind
them. With it, a service silent for \`SERVICE_TIMEOUT_MS\` (1 s) is down: its callers answer 503,
later ones at once, and it is asked again every second. With Redis stopped, the Redis cache waited
out two reconnects per call; it now fails each call at once after the first second.

Reading the tables: the four list renders and the article render fired at once take five of the
four render slots, so the last list render, and home behind them, wait up to \`SERVICE_TIMEOUT_MS\`
for a slot (2.1-2.2 s and 1.8-1.9 s when frozen); asked one at a time, as the fault tests do, every
page that needs content answers 503 within 2 s. A profile page asked right after the outage began
waits for comments, whose own breaker for content takes its second (1.6 s). "First article page 200"
after a stop counts from the launcher's resume: it starts content again after 1 s, and content's
start takes most of the rest. In the Redis rows the earlier build answered so slowly that its last
two reads came after Redis was back (15 s), hence its 200s.

    npm run build
    node scripts/bench/faults.mjs [--engines .engines.env] [--compare <built checkout>] [--cap-seconds 45]`,
);
