// What the product costs while nobody reads: each process's CPU over a minute at rest after its
// start, on the embedded profile (or, with --engines FILE, on the engines with two replicas), for
// this checkout and, with --compare ROOT, another checkout's build, in turns. See
// docs/benchmarks.md, "At rest".
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { readEnvFile } from '../engines/engines.mjs';
import { ROOT } from '../processes.mjs';
import { machineLine, requireBuild, startBuiltProduct, writeReportSection } from './bench-support.mjs';

const { values: args } = parseArgs({
  options: {
    engines: { type: 'string' },
    compare: { type: 'string' },
    rounds: { type: 'string', default: '2' },
    seconds: { type: 'string', default: '60' },
  },
});
const startedAt = new Date();
const SETTLE_MS = 10_000;
const WINDOW_MS = Number(args.seconds) * 1000;
const TICKS_PER_SECOND = 100;

/** CPU seconds so far of every process below `pid`, by the app it runs (`apps/<app>/dist`). */
function cpuByApp(pid) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // ended meanwhile
    }
  }
  const seconds = {};
  const visit = (process) => {
    try {
      const fields = readFileSync(`/proc/${process}/stat`, 'utf8').split(') ')[1].split(' ');
      const app = /apps\/([a-z-]+)\/dist/.exec(readFileSync(`/proc/${process}/cmdline`, 'utf8'))?.[1] ?? 'launcher';
      seconds[app] = (seconds[app] ?? 0) + (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
    } catch {
      // ended meanwhile
    }
    for (const child of children.get(process) ?? []) visit(child);
  };
  visit(pid);
  return seconds;
}

/** One start of `root`'s build: the per cent of a core each app used at rest (all its replicas together). */
async function atRest(root, env) {
  const dataDir = await mkdtemp(join(tmpdir(), 'labmedicin-idle-'));
  const product = await startBuiltProduct({ dataDir, env, root, timeoutMs: 180_000 });
  try {
    await delay(SETTLE_MS);
    const before = cpuByApp(product.child.pid);
    await delay(WINDOW_MS);
    const after = cpuByApp(product.child.pid);
    return Object.fromEntries(Object.keys(after).map((app) => [app, ((after[app] - (before[app] ?? 0)) / (WINDOW_MS / 1000)) * 100]));
  } finally {
    await product.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const builds = [ROOT, ...(args.compare ? [resolve(args.compare)] : [])];
/** A build's name in the report: its commit, and whether its working tree differs from it. */
const buildName = (root) => {
  const git = (...command) => execFileSync('git', ['-C', root, ...command], { encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain', '--untracked-files=no') ? ' with changes' : ''}`;
};
for (const root of builds) requireBuild(root);
const env = args.engines ? { ...readEnvFile(resolve(args.engines)), REPLICAS: '2' } : {};
const results = builds.map(() => []);
for (let round = 0; round < Number(args.rounds); round += 1) {
  for (const [index, root] of builds.entries()) {
    const percent = await atRest(root, env);
    results[index].push(percent);
    console.log(`${root} round ${round + 1}: ${JSON.stringify(percent, (_key, value) => (typeof value === 'number' ? Number(value.toFixed(2)) : value))}`);
  }
}

const APPS = ['gateway', 'auth-users', 'content', 'media', 'comments'];
const mean = (runs, app) => runs.reduce((sum, run) => sum + (run[app] ?? 0), 0) / runs.length;
const total = (runs) => APPS.reduce((sum, app) => sum + mean(runs, app), 0);
const lines = [
  machineLine(startedAt),
  '',
  `Per cent of one core used at rest, from ${SETTLE_MS / 1000} s after the product answered for ${WINDOW_MS / 1000} s, mean of ${args.rounds} starts ` +
    `(${args.engines ? 'production profile on the engines, two replicas: both replicas together' : 'embedded profile'}; \`node scripts/bench/idle.mjs${args.engines ? ' --engines FILE' : ''}${args.compare ? ' --compare ROOT' : ''}\`):`,
  '',
  `| build | ${APPS.join(' | ')} | all |`,
  `|---|${APPS.map(() => '---|').join('')}---|`,
  ...builds.map((root, index) => `| ${buildName(root)} | ${APPS.map((app) => mean(results[index], app).toFixed(2)).join(' | ')} | ${total(results[index]).toFixed(2)} |`),
];
console.log(lines.join('\n'));
await writeReportSection(
  args.engines ? 'idle-engines' : 'idle-embedded',
  lines,
  '## At rest (`node scripts/bench/idle.mjs`)\n\nWhat each process spends while no request comes: timers, probes and the metrics it keeps.',
);
