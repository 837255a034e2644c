// What the benchmark scripts share: starting the built product as `npm start` does on ports of its
// own, waiting for it, and writing a script's own section of docs/benchmarks.md.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { availableParallelism, cpus, totalmem } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import { freePortBlock } from '../../tools/free-ports.cjs';
import { ROOT, SERVICES } from '../processes.mjs';

export const REPORT = join(ROOT, 'docs', 'benchmarks.md');
/** Number of transport nodes (gateway and the four services): node n listens on base + n. */
const TRANSPORT_NODES = 5;

/** Exits with a message when a process of the product (in this checkout or `root`) has not been built. */
export function requireBuild(root = ROOT) {
  const missing = ['gateway', ...SERVICES].filter((app) => !existsSync(join(root, 'apps', app, 'dist', 'main.js')));
  if (missing.length > 0) {
    console.error(`Not built in ${root}: ${missing.join(', ')}. Run \`npm run build\` there first.`);
    process.exit(1);
  }
}

/**
 * scripts/start.mjs --skip-build on `dataDir` and free loopback ports, NODE_ENV production (unless set), logs at
 * warn (request logs at info would measure the logger); resolves once every `readyWhen` probe
 * answers, with the seconds that took. `root` is the checkout whose build runs (another worktree
 * for a before/after comparison).
 */
export async function startBuiltProduct({ dataDir, env = {}, readyWhen = [], timeoutMs = 90_000, root = ROOT }) {
  const port = await freePort();
  const began = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs', '--skip-build'], {
    cwd: root,
    env: {
      ...process.env,
      // Production mode, as npm start runs it; NODE_ENV=development measures what `npm run dev` runs.
      NODE_ENV: process.env.NODE_ENV || 'production',
      SESSION_SECRET: randomBytes(24).toString('hex'),
      PORT: String(port),
      DATA_DIR: dataDir,
      TRANSPORT_HOST: '127.0.0.1',
      TRANSPORT_PORT_BASE: String(await freeBlock(TRANSPORT_NODES)),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    await new Promise((done) => {
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  };
  try {
    await until(`${baseUrl} healthy`, async () => (await fetch(`${baseUrl}/api/health`)).ok, child, timeoutMs);
    for (const [what, probe] of readyWhen) await until(what, () => probe(baseUrl), child, timeoutMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, port, child, stop, startupSeconds: (performance.now() - began) / 1000 };
}

export async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
  return response.json();
}

/** Waits until `probe` answers true; fails when `child` exits first or the time is up. */
export async function until(what, probe, child, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode} before: ${what}`);
    try {
      if (await probe()) return;
    } catch {
      // not there yet
    }
    await delay(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Where the benchmarks' products listen: above the tests' ports (10000–19999). */
const BENCH_PORTS = { from: 20_000, to: 59_999 };

export const freePort = () => freePortBlock(BENCH_PORTS, 1, { attempts: 50 });

export const freeBlock = (size) => freePortBlock(BENCH_PORTS, size, { attempts: 50 });

/** The machine a run was made on, for the first line of a report: numbers only compare within one machine. */
export function machineLine(startedAt) {
  return (
    `Run ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC on ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}), ` +
    `${(totalmem() / 2 ** 30).toFixed(1)} GiB memory, Node ${process.version}`
  );
}

/**
 * Replaces the script's own section of docs/benchmarks.md, between `<!-- name:start -->` and
 * `<!-- name:end -->`; appends it after `introduction` when the file has none yet.
 */
export async function writeReportSection(name, lines, introduction) {
  const startMark = `<!-- ${name}:start -->`;
  const endMark = `<!-- ${name}:end -->`;
  const section = [startMark, ...lines, endMark].join('\n');
  const current = existsSync(REPORT) ? await readFile(REPORT, 'utf8') : '# Benchmarks\n';
  const start = current.indexOf(startMark);
  const end = current.indexOf(endMark);
  const next =
    start >= 0 && end > start
      ? current.slice(0, start) + section + current.slice(end + endMark.length)
      : `${current.trimEnd()}\n\n${introduction}\n\n${section}\n`;
  await writeFile(REPORT, next);
}
