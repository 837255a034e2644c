// Benchmark of the public read paths: requests/s and p50/p99 latency of GET /api/articles/:slug,
// the published list, search, and the article's page rendered on the server (GET /article/:slug),
// with the gateway's cache of public answers off and on (HTTP_CACHE), each beside the machine's
// limit for the same bytes: nginx (1 worker) serving them from a file and a bare Node.js `http`
// server answering them from memory, measured in the same run with wrk in alternating rounds
// (median of the rounds). Starts the built product the way `npm start` does, on a fresh data dir
// and free loopback ports, and writes the numbers into docs/benchmarks.md.
//
//   npm run build && node scripts/bench/read-paths.mjs
//
// Options: --duration <s> per round (default 5), --rounds <n> (default 3), --connections <n> (default 50),
// --cache off|on|both (default both), --compare <dir>: another built checkout (a worktree of an
// earlier commit) measured with the same cache setting in the same rounds, as the columns "before";
// --pages: instead of those four paths, every public page rendered on the server (home, list,
// search, tags, a tag's articles, a profile, the about page, an article), into a section of its own.
// Needs wrk and nginx (Debian packages `wrk`, `nginx`).
import { spawn, execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify, parseArgs } from 'node:util';
import { REPORT, freePort, getJson, machineLine, requireBuild, startBuiltProduct, until, writeReportSection } from './bench-support.mjs';

const run = promisify(execFile);
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '5' },
    rounds: { type: 'string', default: '3' },
    connections: { type: 'string', default: '50' },
    cache: { type: 'string', default: 'both' },
    compare: { type: 'string' },
    pages: { type: 'boolean', default: false },
  },
});
const DURATION_S = Number(options.duration);
const ROUNDS = Number(options.rounds);
const CONNECTIONS = Number(options.connections);
const WARMUP_S = 2;
const WRK = process.env.WRK ?? '/usr/bin/wrk';
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** The bare Node.js reference: `node:http` answering each file of a folder from memory with its type (argv: folder, port, types by name). */
const BARE_NODE_SERVER = `
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
const [dir, port, types] = process.argv.slice(1);
const bodies = new Map(Object.entries(JSON.parse(types)).map(([name, type]) => ['/' + name, { body: readFileSync(join(dir, name)), type }]));
createServer((req, res) => {
  const answer = bodies.get(req.url);
  if (!answer) return res.writeHead(404).end();
  res.writeHead(200, { 'content-type': answer.type, 'content-length': answer.body.length });
  res.end(answer.body);
}).listen(Number(port), '127.0.0.1');
`;

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ; 100 on Linux). */
const CLOCK_TICKS = 100;

requireBuild();
if (options.compare) requireBuild(options.compare);
const CACHE_MODES = options.cache === 'both' ? ['off', 'on'] : [options.cache];
if (!CACHE_MODES.every((mode) => mode === 'off' || mode === 'on')) throw new Error(`--cache ${options.cache}: off, on or both`);
const BEFORE_COMMIT = options.compare ? (await run('git', ['rev-parse', '--short', 'HEAD'], { cwd: options.compare })).stdout.trim() : undefined;
for (const tool of [WRK, NGINX]) {
  if (!existsSync(tool)) {
    console.error(`${tool} is missing: install the Debian packages wrk and nginx.`);
    process.exit(1);
  }
}

/** Other work on the machine skews the numbers; the report says how busy it was. */
const loadBefore = loadavg()[0];
const startedAt = new Date();
/** Rows by path name: { path, off, on, before, nginx, node }, each a list of wrk rounds. */
const rows = new Map();
const row = (name, path) => rows.get(name) ?? rows.set(name, { path, off: [], on: [], beforeOff: [], beforeOn: [], nginx: [], node: [] }).get(name);

for (const cache of CACHE_MODES) {
  const product = await startProduct({ HTTP_CACHE: cache });
  // The earlier build idles while the others are measured: the rounds take turns.
  const before = options.compare ? await startProduct({ HTTP_CACHE: cache }, options.compare).catch(async (error) => {
    await product.stop();
    throw error;
  }) : undefined;
  try {
    const paths = options.pages ? await renderedPages(product.baseUrl) : await readPaths(product.baseUrl);
    // The limit of the machine for the same bytes: nginx from files, bare Node from memory.
    const references = await startReferences(await Promise.all(paths.map(async ([name, path]) => ({ name, ...(await bytesOf(product.baseUrl + path)) }))));
    try {
      for (const [name, path] of paths) {
        const targets = {
          [cache]: { url: product.baseUrl + path, pid: product.gatewayPid, contentPid: product.contentPid },
          ...(before ? { [cache === 'on' ? 'beforeOn' : 'beforeOff']: { url: before.baseUrl + path, pid: before.gatewayPid, contentPid: before.contentPid } } : {}),
          nginx: { url: references.nginxUrl(name) },
          ...(cache === 'on' ? { node: { url: references.nodeUrl(name) } } : {}),
        };
        for (const target of Object.values(targets)) await wrk(target.url, WARMUP_S);
        for (let round = 0; round < ROUNDS; round++) {
          for (const [column, target] of Object.entries(targets)) {
            const result = await measure(target);
            // Numbers of failed requests (a service gone, a timeout) measure nothing worth reporting.
            if (result.failures > 0) throw new Error(`${result.failures} requests to ${target.url} failed (${column}); no report written`);
            row(name, path)[column].push(result);
            console.log(
              `${column.padEnd(9)} ${name.padEnd(8)} ${result.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${result.p50Ms} ms  p99 ${result.p99Ms} ms` +
                (result.cpuUs ? `  CPU/request: gateway ${result.cpuUs.toFixed(0)} µs, content ${result.contentCpuUs.toFixed(0)} µs` : ''),
            );
          }
        }
      }
    } finally {
      await references.stop();
    }
  } finally {
    await Promise.all([product.stop(), before?.stop()]);
  }
}
await writeReport();
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

/** The public pages rendered on the server, each with what it shows (seeded articles, the tag hb, the admin's profile, the site's about page). */
async function renderedPages(baseUrl) {
  const hits = await getJson(`${baseUrl}/api/articles/search?q=kreatinin`);
  return [
    ['home', '/'],
    ['list', '/articles'],
    ['search', '/search?q=kreatinin'],
    ['tags', '/tags'],
    ['tag', '/tag/hb'],
    ['profile', '/profile/admin'],
    ['about', '/about'],
    ['article', `/article/${encodeURIComponent(hits.data[0].slug)}`],
  ];
}

/** One wrk round against a target; with pids, the CPU time the gateway and content spent per answered request. */
async function measure({ url, pid, contentPid }) {
  if (!pid) return wrk(url, DURATION_S);
  const [gatewayBefore, contentBefore] = await Promise.all([cpuTicksOf(pid), cpuTicksOf(contentPid)]);
  const result = await wrk(url, DURATION_S);
  const [gatewayAfter, contentAfter] = await Promise.all([cpuTicksOf(pid), cpuTicksOf(contentPid)]);
  const perRequestUs = (ticks) => (ticks / CLOCK_TICKS / result.requests) * 1e6;
  return { ...result, cpuUs: perRequestUs(gatewayAfter - gatewayBefore), contentCpuUs: perRequestUs(contentAfter - contentBefore) };
}

/** wrk -t1 with --latency, parsed: requests/s, p50 and p99 in ms, failures (socket errors and non-2xx/3xx). */
async function wrk(url, durationS) {
  const { stdout } = await run(WRK, ['-t1', `-c${CONNECTIONS}`, `-d${durationS}s`, '--timeout', '10s', '--latency', url], { maxBuffer: 1 << 20 });
  const number = (pattern) => Number(pattern.exec(stdout)?.[1] ?? NaN);
  const ms = (percentile) => {
    const [, value, unit] = new RegExp(`^\\s*${percentile}%\\s+([\\d.]+)(us|ms|s)\\s*$`, 'm').exec(stdout) ?? [];
    return Number(value) * { us: 0.001, ms: 1, s: 1000 }[unit];
  };
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout)?.slice(1).reduce((sum, n) => sum + Number(n), 0) ?? 0;
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/(\d+) requests in/),
    p50Ms: ms(50),
    p99Ms: ms(99),
    failures: socketErrors + (number(/Non-2xx or 3xx responses: (\d+)/) || 0),
  };
}

/** User and system CPU time of a process, in clock ticks. */
async function cpuTicksOf(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

/** The bytes and type an anonymous reader gets (no Accept-Encoding: plain bytes, as wrk asks). */
async function bytesOf(url) {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return { body: Buffer.from(await response.arrayBuffer()), type: response.headers.get('content-type') };
}


/**
 * nginx (one worker, from files) and a bare Node.js http server (from memory) serving each path's
 * bytes with its type: what this machine can do for the same answer without any application.
 */
async function startReferences(answers) {
  const dir = await mkdtemp(join(tmpdir(), 'labmedicin-bench-nginx-'));
  // nginx's worker runs as nobody when started as root: it must read the files.
  await chmod(dir, 0o755);
  await mkdir(join(dir, 'files'));
  for (const { name, body } of answers) await writeFile(join(dir, 'files', name), body);
  const [nginxPort, nodePort] = [await freePort(), await freePort()];
  const types = answers.map(({ name, type }) => `location = /${name} { default_type "${type}"; }`).join('\n    ');
  await writeFile(
    join(dir, 'nginx.conf'),
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  server {
    listen 127.0.0.1:${nginxPort};
    root ${dir}/files;
    ${types}
  }
}
`,
  );
  // Each reference runs in a session of its own, as each process of the product does (the launcher
  // starts them detached): Linux's scheduler shares the CPU between sessions (autogroups) before
  // it shares it between processes, so a server in wrk's session (this script's) takes turns with
  // wrk within one share, and on a busy machine answered several times as fast as the same server
  // in a session of its own.
  const nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'], detached: true });
  const typesByName = Object.fromEntries(answers.map(({ name, type }) => [name, type]));
  const node = spawn(process.execPath, ['--input-type=module', '-e', BARE_NODE_SERVER, join(dir, 'files'), String(nodePort), JSON.stringify(typesByName)], {
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  await until('the bare Node.js server', async () => (await fetch(`http://127.0.0.1:${nodePort}/${answers[0].name}`)).ok, node);
  const nginxBase = `http://127.0.0.1:${nginxPort}`;
  await until('nginx', async () => (await fetch(`${nginxBase}/${answers[0].name}`)).ok, nginx);
  return {
    nginxUrl: (name) => `${nginxBase}/${name}`,
    nodeUrl: (name) => `http://127.0.0.1:${nodePort}/${name}`,
    stop: async () => {
      for (const [server, signal] of [[node, 'SIGTERM'], [nginx, 'SIGQUIT']]) {
        if (server.exitCode !== null || server.signalCode !== null) continue;
        await new Promise((done) => {
          server.once('exit', done);
          server.kill(signal);
        });
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The built product (of this checkout or `root`) on a fresh data dir of its own; resolves once seeded articles are listed. */
async function startProduct(env, root) {
  const dataDir = await mkdtemp(join(tmpdir(), 'labmedicin-bench-'));
  const seeded = async (baseUrl) => (await getJson(`${baseUrl}/api/articles?status=published&limit=1`)).data.length > 0;
  const removeData = () => rm(dataDir, { recursive: true, force: true });
  const product = await startBuiltProduct({ dataDir, env, root, readyWhen: [['seeded articles', seeded]] }).catch(async (error) => {
    await removeData();
    throw error;
  });
  const stop = async () => {
    await product.stop();
    await removeData();
  };
  try {
    return { baseUrl: product.baseUrl, gatewayPid: await pidOf('gateway', product.port), contentPid: await pidOf('content', product.port), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** A process of a started product: the one running the app's build, started with this (gateway) PORT in its environment. */
async function pidOf(app, port) {
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const [cmdline, environ] = await Promise.all([readFile(`/proc/${entry}/cmdline`, 'utf8'), readFile(`/proc/${entry}/environ`, 'utf8')]);
      if (cmdline.includes(join(app, 'dist', 'main.js')) && environ.split('\0').includes(`PORT=${port}`)) return Number(entry);
    } catch {
      // gone, or not ours
    }
  }
  throw new Error(`no ${app} process found for port ${port}`);
}

/** The median of the rounds of one column. */
function median(rounds, field) {
  const sorted = rounds.map((round) => round[field]).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Replaces the read-paths (or, with --pages, the rendered-pages) section of docs/benchmarks.md (creating the file if needed). */
async function writeReport() {
  const columns = [
    ['nginx', 'nginx (file)'],
    ['node', 'bare Node `http`'],
    ['beforeOff', `gateway at ${BEFORE_COMMIT}, cache off`],
    ['off', 'gateway, cache off'],
    ['beforeOn', `gateway at ${BEFORE_COMMIT}, cache on`],
    ['on', 'gateway, cache on'],
  ];
  const lines = [
    '| path | server | req/s | × nginx | p50 ms | p99 ms | gateway CPU µs/request | content CPU µs/request |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { path, ...measured } of rows.values()) {
    const nginx = median(measured.nginx, 'requestsPerSecond');
    for (const [column, label] of columns) {
      const rounds = measured[column];
      if (rounds.length === 0) continue;
      const rps = median(rounds, 'requestsPerSecond');
      const cpu = (field) => (rounds[0][field] === undefined ? '' : median(rounds, field).toFixed(0));
      lines.push(
        `| \`GET ${path}\` | ${label} | ${Math.round(rps)} | ${(rps / nginx).toFixed(2)} | ${median(rounds, 'p50Ms').toFixed(2)} | ${median(rounds, 'p99Ms').toFixed(2)} | ${cpu('cpuUs')} | ${cpu('contentCpuUs')} |`,
      );
    }
  }
  await writeReportSection(
    options.pages ? 'rendered-pages' : 'read-paths',
    [
      `${machineLine(startedAt)}; wrk -t1 -c${CONNECTIONS}, ${ROUNDS} alternating rounds of ${DURATION_S} s per server ` +
        `and path (median), after a ${WARMUP_S} s warm-up; wrk, nginx and the five processes on the same machine; load average ${loadBefore.toFixed(2)} before the run.`,
      '',
      ...lines,
    ],
    options.pages ? '## Pages rendered on the server' : '## Read paths',
  );
}
