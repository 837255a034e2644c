// `npm test`: builds once (the browser tests run the built product), brings up the production
// engines (scripts/engines) so that every port's contract suite runs against its real engine, runs
// every jest project (unit, integration, deployment checks), then the browser end-to-end tests one
// file at a time, stops the engines, and ends with one line `N passed, N failed` summed over all.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CACHE, enginesDown, enginesUp } from './engines/engines.mjs';
import { ROOT, build } from './processes.mjs';

const extraArgs = process.argv.slice(2);
const reports = mkdtempSync(join(tmpdir(), 'labmedicin-test-'));

function jest(name, args, env = {}) {
  const outputFile = join(reports, `${name}.json`);
  return new Promise((resolve) => {
    const child = spawn('npx', ['jest', '--json', `--outputFile=${outputFile}`, ...args, ...extraArgs], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', ...env },
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

ensureEngines();

let buildFailed = 0;
try {
  await build(process.env);
} catch (error) {
  console.error(error.message);
  buildFailed = 1;
}

// Engines of this run only, apart from any a developer keeps up with engines:up, and empty.
const enginesRunDir = join(CACHE, 'run', `test-${process.pid}`);
const enginesEnvFile = join(reports, 'engines.env');
async function stopEngines() {
  await enginesDown({ runDir: enginesRunDir, envFile: enginesEnvFile });
  rmSync(enginesRunDir, { recursive: true, force: true });
}
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopEngines().finally(() => process.exit(1)));
let enginesEnv = {};
let enginesFailed = 0;
try {
  enginesEnv = await enginesUp({ runDir: enginesRunDir, envFile: enginesEnvFile, fresh: true });
} catch (error) {
  // Without them the contract suites would only be skipped; that must not read as a pass.
  console.error(`[labmedicin] the engines did not start, so their contract suites cannot run: ${error.message}`);
  enginesFailed = 1;
}

let unit;
let e2e;
try {
  // gateway-production runs the gateway's API suites again on the engines, each stack in its own space.
  const enginesFile = enginesFailed ? {} : { ENGINES_ENV_FILE: enginesEnvFile };
  unit = await jest('projects', ['--selectProjects', ...projectsExcept('e2e'), '--maxWorkers=2'], { ...enginesEnv, ...enginesFile });
  // The browser and fault tests start the product on these engines only where they ask for them.
  const productionProfile = enginesFailed ? {} : { ENGINES_ENV_FILE: enginesEnvFile, LABMEDICIN_ENGINES_RUN_DIR: enginesRunDir };
  e2e = buildFailed ? { passed: 0, failed: 1 } : await jest('e2e', ['--selectProjects', 'e2e', '--runInBand'], productionProfile);
} finally {
  await stopEngines();
}

const passed = unit.passed + e2e.passed;
const failed = unit.failed + e2e.failed + buildFailed + enginesFailed;
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);

/**
 * The integration tests spawn a real redis-server and the browser tests drive Debian's Chromium.
 * On a fresh Debian machine run as root they are installed here; elsewhere we say what is missing.
 */
function ensureEngines() {
  const missing = [
    ['redis-server', 'redis-server'],
    ['chromium', 'chromium'],
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
