// `npm test`: builds once (the browser tests start the built product, the SPA's first-load test
// reads the built files) while the production engines (scripts/engines) come up, so that every
// port's contract suite runs against its real engine; then every jest project (unit, integration,
// deployment checks) and the browser end-to-end tests, several files at a time, the ones that
// restart engines beside them on a second set of engines, with lint and typecheck (nx) alongside at
// low priority. It
// stops the engines, says how long each stage took, and ends with one line `N passed, N failed`
// summed over all, where each failing lint or typecheck task counts as one failure.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CACHE, MACHINE_CACHE, enginesCpuSeconds, enginesDown, enginesUp } from './engines/engines.mjs';
import { ROOT, build } from './processes.mjs';
import { seedContent } from './seeded-content.mjs';

const startedAt = Date.now();
const extraArgs = process.argv.slice(2);
const reports = mkdtempSync(join(tmpdir(), 'labmedicin-test-'));
const NX_ENV = { NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
// Node's compile cache (Node 22.1 and later; older ones ignore it): the browser tests start the product
// some forty times, ten processes each on the production profile, and each start compiled the
// same modules again. Kept between runs on the machine; Node checks each entry against its source.
process.env.NODE_COMPILE_CACHE ??= join(tmpdir(), 'labmedicin-node-compile-cache');
// nx's task cache (build, lint, typecheck), kept between runs on the machine as the engines are, so
// a fresh clone rebuilds and rechecks only the projects whose files changed. Nx uses only the
// entries its workspace database recorded, so that database (in nx's workspace data) is kept beside
// them; entries are keyed by file contents, not by where the clone is, so clones share them.
const NX_SHARED = join(MACHINE_CACHE, 'labmedicin-nx');
process.env.NX_CACHE_DIRECTORY ??= join(NX_SHARED, 'cache');
process.env.NX_WORKSPACE_DATA_DIRECTORY ??= join(NX_SHARED, 'workspace-data');
// The engines live for this run only, and the browser tests that restart them start them the same way.
process.env.LABMEDICIN_ENGINES_SHORT_LIVED = '1';
/**
 * Browser test files run side by side, each with its own product on free ports (and, on the
 * production profile, its own space of the engines): two keep this machine's two cores busy while
 * one waits on its browser or product (docs/testing.md has the measurements).
 */
const BROWSER_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * Jest projects' files at a time: three on two cores, since a minute of those files waits on TTLs,
 * intervals and timeouts (views reported, sessions touched, Redis away) and two left the cores idle
 * then: 209 s instead of 244 (docs/testing.md).
 */
const PROJECT_WORKERS = 3;
/** Browser test files that stop and start their engines: they get a set no other file uses. */
const ENGINE_RESTARTS = 'e2e/src/(production|cluster)-[^/]*\\.spec\\.ts$';

/**
 * CPU seconds this process and the processes it waited for used so far (Linux; null elsewhere):
 * what the run costs whatever else the machine runs meanwhile. The engines run apart and are not
 * counted.
 */
function cpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // utime, stime, cutime, cstime: fields 14-17 of proc(5), counted from the state (field 3).
    return fields.slice(11, 15).reduce((sum, ticks) => sum + Number(ticks), 0) / 100;
  } catch {
    return null;
  }
}

/** How long each stage took, for the table printed before the summary. */
const stages = [];
async function timed(name, work) {
  const started = Date.now();
  try {
    return await work();
  } finally {
    stages.push({ name, seconds: (Date.now() - started) / 1000 });
  }
}

function jest(name, args, env = {}) {
  const outputFile = join(reports, `${name}.json`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['jest', '--json', `--outputFile=${outputFile}`, ...args, ...extraArgs], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...NX_ENV, ...env },
    });
    child.on('exit', (code) => {
      let passed = 0;
      let failed = 0;
      try {
        const report = JSON.parse(readFileSync(outputFile, 'utf8'));
        passed = report.numPassedTests;
        // A suite that fails to load counts as one failure so it cannot hide.
        failed = report.numFailedTests + report.numRuntimeErrorTestSuites;
      } catch {
        failed = 1;
      }
      if (code !== 0 && failed === 0) failed = 1;
      resolve({ passed, failed });
    });
  });
}

/**
 * `npm run lint` (nx's lint targets, then knip) and `npm run typecheck`, the nx targets in one run:
 * each failing task (a project's lint or typecheck, or knip) is one failure; nothing is counted as
 * passed, since they are not tests.
 */
async function checks() {
  // Without the builds they depend on: the build stage has just made them, and nx, when it cannot
  // tell that outputs on disk match its cache, restores them again, rewriting apps/web/dist while
  // the gateway's suites read its server entry.
  const nx = await check(['nx', 'run-many', '-t', 'lint', 'typecheck', '--excludeTaskDependencies', '--outputStyle=static']);
  const knip = await check(['knip']);
  return { passed: 0, failed: nx.failed + knip.failed };
}

function check(command) {
  return new Promise((resolve) => {
    // At a low priority: they take what CPU the tests leave while they wait on browsers and products.
    const child = spawn('nice', ['-n', '10', 'npx', ...command], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...NX_ENV },
    });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        process.stdout.write(chunk);
      });
    }
    child.on('error', (error) => {
      console.error(`[labmedicin] ${command.join(' ')} could not start: ${error.message}`);
      resolve({ passed: 0, failed: 1 });
    });
    child.on('exit', (code, signal) => {
      if (code !== 0) console.error(`[labmedicin] ${command.join(' ')} ended with ${code ?? signal} after printing ${output.length} characters`);
      // nx ends with "✖ 2/22 failed" when tasks failed.
      const failedTasks = Number(/(\d+)\/\d+ failed/.exec(output)?.[1] ?? 0);
      resolve({ passed: 0, failed: code === 0 ? 0 : Math.max(failedTasks, 1) });
    });
  });
}

ensureEngines();

/**
 * Engines of this run only, apart from any a developer keeps up with engines:up, and empty. Two
 * sets: one that every suite shares, and one for the browser tests that stop and start their
 * engines, so that those run beside the others instead of after them (they mostly wait: on engines
 * coming back, on Redis kept down for 20 s, on breakers opening).
 */
const engineSets = ['shared', 'restarts'].map((name) => ({
  name,
  runDir: join(CACHE, 'run', `test-${process.pid}-${name}`),
  envFile: join(reports, `engines-${name}.env`),
  variables: {},
  failed: 0,
}));
const [sharedEngines, restartEngines] = engineSets;
async function stopEngines() {
  for (const engines of engineSets) {
    await enginesDown({ runDir: engines.runDir, envFile: engines.envFile });
    rmSync(engines.runDir, { recursive: true, force: true });
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopEngines().finally(() => process.exit(1)));

async function bringUp(engines) {
  try {
    engines.variables = await enginesUp({ runDir: engines.runDir, envFile: engines.envFile, fresh: true });
  } catch (error) {
    // Without them the suites on the engines would only be skipped; that must not read as a pass.
    console.error(`[labmedicin] the ${engines.name} engines did not start, so the suites on them cannot run: ${error.message}`);
    engines.failed = 1;
  }
}

/** What a browser test file needs to start the product on a set of engines (and to restart them). */
const browserProfile = (engines) => (engines.failed ? {} : { ENGINES_ENV_FILE: engines.envFile, LABMEDICIN_ENGINES_RUN_DIR: engines.runDir });

// The build is CPU work; the engines mostly wait for their JVMs to start. The second set starts
// after the first, which installs what both need.
let buildFailed = 0;
await Promise.all([
  timed('build', () =>
    build(process.env).catch((error) => {
      console.error(error.message);
      buildFailed = 1;
    }),
  ),
  timed('engines up, two sets (alongside the build)', async () => {
    await bringUp(sharedEngines);
    await bringUp(restartEngines);
  }),
]);

// Content seeded once, on each profile, for the stacks and products the tests start to copy
// (scripts/seeded-content.mjs). Should it fail, every start seeds for itself, as before.
const seededDir = join(reports, 'seeded-content');
const seeded = buildFailed
  ? {}
  : await timed('content seeded once for the tests', () =>
      seedContent({ dataDir: seededDir, engines: sharedEngines.failed ? null : sharedEngines.variables, prefix: `seed${process.pid}` }).catch((error) => {
        console.error(`[labmedicin] content could not be seeded once for the tests, so each start seeds for itself: ${error.message}`);
        return {};
      }),
    );

const results = [];
let enginesCpu = null;
// The tests do not wait for the checks: they run side by side, the checks yielding the CPU.
const checksDone = timed('lint and typecheck (alongside the tests)', checks);
try {
  // gateway-production runs the gateway's API suites again on the engines, each stack in its own space.
  const enginesFile = sharedEngines.failed ? {} : { ENGINES_ENV_FILE: sharedEngines.envFile };
  results.push(
    await timed('jest projects', () =>
      jest('projects', ['--selectProjects', ...projectsExcept('e2e'), `--maxWorkers=${PROJECT_WORKERS}`], { ...sharedEngines.variables, ...enginesFile, ...seeded }),
    ),
  );
  if (buildFailed) {
    results.push({ passed: 0, failed: 1 });
  } else {
    results.push(
      ...(await Promise.all([
        timed('browser tests', () =>
          jest('e2e', ['--selectProjects', 'e2e', `--maxWorkers=${BROWSER_WORKERS}`, '--testPathIgnorePatterns', ENGINE_RESTARTS, '--passWithNoTests'], { ...browserProfile(sharedEngines), ...seeded }),
        ),
        timed('browser tests restarting their engines', () =>
          // A lane of test ports of its own beside the other browser files (libs/platform/src/testing/free-port.ts).
          jest('e2e-engine-restarts', ['--selectProjects', 'e2e', '--runInBand', '--testPathPattern', ENGINE_RESTARTS, '--passWithNoTests'], {
            ...browserProfile(restartEngines),
            LABMEDICIN_TEST_PORT_LANE: '1',
          }),
        ),
      ])),
    );
  }
} finally {
  // Read before they stop: on two cores, what the engines use is CPU the tests did not have.
  const used = engineSets.map(({ runDir }) => enginesCpuSeconds({ runDir }));
  enginesCpu = used.includes(null) ? null : used.reduce((sum, seconds) => sum + seconds, 0);
  await timed('engines down', stopEngines);
  for (const dir of [seededDir, `${seededDir}-engines`]) rmSync(dir, { recursive: true, force: true });
}
results.push(await checksDone);

console.log('\n[labmedicin] time per stage:');
for (const { name, seconds } of [...stages, { name: 'npm test in all', seconds: (Date.now() - startedAt) / 1000 }]) {
  console.log(`  ${name.padEnd(42)} ${seconds.toFixed(0).padStart(5)} s`);
}
const cpu = cpuSeconds();
if (cpu !== null) console.log(`  ${'CPU time of all but the engines'.padEnd(42)} ${cpu.toFixed(0).padStart(5)} s`);
if (enginesCpu !== null) console.log(`  ${'CPU time of the engines'.padEnd(42)} ${enginesCpu.toFixed(0).padStart(5)} s`);

const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0) + buildFailed + sharedEngines.failed + restartEngines.failed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/**
 * The integration tests spawn a real redis-server and the browser tests drive Debian's Chromium
 * headless shell (unless CHROMIUM_PATH names another Chromium).
 * On a fresh Debian machine run as root they are installed here; elsewhere we say what is missing.
 */
function ensureEngines() {
  const missing = [
    ['redis-server', 'redis-server'],
    ...(process.env.CHROMIUM_PATH ? [] : [['chromium-headless-shell', 'chromium-headless-shell']]),
  ].filter(([binary]) => spawnSync('sh', ['-c', `command -v ${binary}`]).status !== 0);
  if (missing.length === 0) return;
  const packages = missing.map(([, pkg]) => pkg);
  if (process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get']).status === 0) {
    console.log(`[labmedicin] installing ${packages.join(', ')} from Debian for the tests`);
    spawnSync('sh', ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages.join(' ')}`], {
      stdio: 'inherit',
    });
  } else {
    console.error(`[labmedicin] the tests need ${packages.join(', ')}: install them (e.g. apt-get install ${packages.join(' ')})`);
  }
}

function projectsExcept(excluded) {
  const names = ['contracts', 'platform', 'gateway', 'gateway-production', 'auth-users', 'content', 'media', 'comments', 'web', 'deploy'];
  return names.filter((n) => n !== excluded);
}
