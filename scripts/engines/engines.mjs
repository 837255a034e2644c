// `npm run engines:up` / `npm run engines:down`: the production engines on this machine, on
// loopback and free ports, for the production profile and the contract suites: Redis, MinIO,
// Elasticsearch and two MongoDB wire-protocol servers, mongo-java-server (MONGO_URL, which the
// product uses) and FerretDB on SQLite (FERRETDB_URL, for the document store's contract suite: its
// SQLite backend scans a whole collection for any filter but one on _id, too slow for the product).
//
// What is missing is installed once (install.mjs). `up` writes the variables that point the
// product at them to `.engines.env`; `down` stops exactly the processes `up` started (their pids
// are kept beside their data) and removes that file. Data is kept between `down` and the next
// `up`; `up --fresh` starts from empty engines.
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CACHE, MONGO_JAVA_SERVER, install, installMinio, isRoot, log, seconds } from './install.mjs';
import { freePortBlock, portIsFree } from '../../tools/free-ports.cjs';

export { CACHE, MACHINE_CACHE } from './install.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '..', '..');
const HOST = '127.0.0.1';

const ES_HEAP = '512m';
/** Elasticsearch refuses to run as root; when we are root it runs as this user. */
const UNPRIVILEGED = { uid: 65534, gid: 65534 }; // nobody:nogroup

/**
 * LABMEDICIN_ENGINES_SHORT_LIVED=1 (npm test sets it): the engines live for one test run, so their
 * JVMs compile with the quick compiler only. The optimising one spent more CPU than it saved there:
 * Elasticsearch and the MongoDB stand-in used about 40% less CPU over the same suites.
 */
const jitOptions = () => (process.env.LABMEDICIN_ENGINES_SHORT_LIVED === '1' ? ['-XX:TieredStopAtLevel=1'] : []);

/** Where this checkout's engines keep data, logs and pid files (one folder per checkout). */
export const DEFAULT_RUN_DIR = join(CACHE, 'run', createHash('sha256').update(ROOT).digest('hex').slice(0, 12));
export const DEFAULT_ENV_FILE = join(ROOT, '.engines.env');

const ENGINES = ['redis', 'mongo', 'ferretdb', 'elasticsearch', 'minio'];

// ---------------------------------------------------------------------------------------------
// Starting and stopping

/**
 * Engines keep their ports across restarts, so theirs are taken below Linux's ephemeral range
 * (32768 and up): there no outgoing connection can take one while its engine is stopped.
 */
const FIXED_PORTS = { from: 20_000, to: 32_767 };

const freeFixedPort = () => freePortBlock(FIXED_PORTS, 1, { host: HOST });

/** True when nothing listens on the port, so an engine may take it. */
const portFree = (port) => portIsFree(port, { host: HOST });

/** The addresses each engine listens on, by name. */
const PORT_NAMES = ['redis', 'mongo', 'ferretdb', 'elasticsearchHttp', 'elasticsearchTransport', 'minio', 'minioConsole'];

/**
 * The engines' ports, kept in runDir beside their data so that engines started again come back on
 * the addresses they had, as an operator's services do, and whatever was pointed at them still
 * reaches them. A kept port something else has taken meanwhile is replaced by a free one, unless
 * `keep` (a restart) demands the same addresses: then it is waited for, and its loss is an error.
 */
async function enginePorts(runDir, { keep = false } = {}) {
  const file = join(runDir, 'ports.json');
  const kept = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const ports = {};
  const taken = new Set();
  for (const name of PORT_NAMES) {
    let port = kept[name];
    if (port !== undefined && !(await portFree(port))) {
      // A stopped engine's port is free again at once; give a slow exit a few seconds.
      const until = Date.now() + (keep ? 10_000 : 0);
      while (!(await portFree(port)) && Date.now() < until) await sleep(200);
      if (!(await portFree(port))) {
        if (keep) throw new Error(`port ${port} of ${name} is taken by another process, so the engines cannot come back on their addresses`);
        port = undefined;
      }
    }
    while (port === undefined || taken.has(port)) port = await freeFixedPort();
    ports[name] = port;
    taken.add(port);
  }
  writeFileSync(file, `${JSON.stringify(ports)}\n`);
  return ports;
}

function javaHome() {
  return dirname(dirname(spawnSync('readlink', ['-f', spawnSync('sh', ['-c', 'command -v java']).stdout.toString().trim()]).stdout.toString().trim()));
}

/**
 * Starts an engine in its own process group with output to its log, and records its pid, so that
 * `down` stops that group and nothing else.
 */
function startProcess(runDir, name, command, args, options = {}) {
  const output = openSync(join(runDir, `${name}.log`), 'a');
  const child = spawn(command, args, { detached: true, stdio: ['ignore', output, output], ...options });
  child.unref();
  writeFileSync(join(runDir, `${name}.pid`), `${child.pid}\n`);
  return child;
}

function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function waitFor(name, runDir, child, check, timeoutMs) {
  const until = Date.now() + timeoutMs;
  let exited = null;
  child.once('exit', (code, signal) => (exited = code ?? signal));
  for (;;) {
    if (exited !== null) throw new Error(`${name} exited (${exited}) before it was ready; see ${join(runDir, `${name}.log`)}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${name} was not ready within ${timeoutMs / 1000} s; see ${join(runDir, `${name}.log`)}`);
    await sleep(250);
  }
}

/** Sends raw RESP commands and resolves with what Redis answered. */
function redisSays(port, lines) {
  return new Promise((resolve, reject) => {
    const socket = createConnection({ host: HOST, port });
    let answer = '';
    socket.setTimeout(2_000, () => socket.destroy(new Error('timeout')));
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.split('\r\n').length > lines.length) socket.end();
    });
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.write(lines.map((line) => `${line}\r\n`).join(''));
  });
}

function portOpen(port) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: HOST, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function httpOk(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  return response.ok;
}

/** A folder the unprivileged Elasticsearch user owns when we are root. */
function ownedDir(path) {
  mkdirSync(path, { recursive: true });
  if (isRoot) chownSync(path, UNPRIVILEGED.uid, UNPRIVILEGED.gid);
  return path;
}

async function startRedis(runDir, secrets, port) {
  const dir = join(runDir, 'redis');
  mkdirSync(dir, { recursive: true });
  // The password goes in a file only we read, not on a command line everyone can see. The
  // append-only file keeps streams, sessions and cache across a restart of the engines, and the
  // command line stays as given (with our folder in it) so that engines:down knows the process.
  const conf = join(dir, 'redis.conf');
  writeFileSync(
    conf,
    [
      `bind ${HOST}`, `port ${port}`, `requirepass ${secrets.redisPassword}`, `dir ${dir}`,
      'appendonly yes', 'save ""', 'protected-mode yes', 'set-proc-title no',
      // Databases 1–15 for the gateway's API suites' stacks, 16–31 for the browser tests' products.
      'databases 32', '',
    ].join('\n'),
    { mode: 0o600 },
  );
  const child = startProcess(runDir, 'redis', 'redis-server', [conf]);
  await waitFor('redis', runDir, child, async () => (await redisSays(port, [`AUTH ${secrets.redisPassword}`, 'PING'])).includes('+PONG'), 15_000);
  return { REDIS_URL: `redis://:${secrets.redisPassword}@${HOST}:${port}` };
}

async function startMongo(runDir, home, port) {
  const dir = join(runDir, 'mongo');
  mkdirSync(dir, { recursive: true });
  const child = startProcess(runDir, 'mongo', 'java', [
    '-Xmx512m', ...jitOptions(), '-cp', join(home, 'lib', '*'), join(HERE, 'mongo', 'MongoWireServer.java'), HOST, String(port), join(dir, 'data.mv'),
  ]);
  await waitFor('mongo', runDir, child, () => portOpen(port), 60_000);
  return {
    MONGO_URL: `mongodb://${HOST}:${port}`,
    MONGO_STAND_IN: `mongo-java-server-${MONGO_JAVA_SERVER.version}`,
  };
}

/** FerretDB on SQLite files in runDir (one per database), without its debug listener and telemetry. */
async function startFerretdb(runDir, bin, port) {
  const dir = join(runDir, 'ferretdb');
  mkdirSync(dir, { recursive: true });
  const child = startProcess(runDir, 'ferretdb', bin, [
    '--handler=sqlite', `--sqlite-url=file:${dir}/`, `--state-dir=${dir}`, `--listen-addr=${HOST}:${port}`,
    '--debug-addr=-', '--telemetry=disable', '--log-level=error',
  ]);
  await waitFor('ferretdb', runDir, child, () => portOpen(port), 30_000);
  return { FERRETDB_URL: `mongodb://${HOST}:${port}` };
}

async function startElasticsearch(runDir, home, httpPort, transportPort) {
  const base = ownedDir(join(runDir, 'elasticsearch'));
  const config = ownedDir(join(base, 'config'));
  for (const file of ['elasticsearch.yml', 'log4j2.properties']) writeFileSync(join(config, file), readFileSync(join(home, 'config', file)));
  // The distribution's GC log, heap dump and error file paths are relative to a folder this user
  // may not write; the JVM writes them nowhere here.
  const jvmOptions = readFileSync(join(home, 'config', 'jvm.options'), 'utf8')
    .split('\n')
    .filter((line) => !/HeapDumpPath|ErrorFile|-Xlog/.test(line));
  writeFileSync(join(config, 'jvm.options'), `${[...jvmOptions, `-Xms${ES_HEAP}`, `-Xmx${ES_HEAP}`, ...jitOptions()].join('\n')}\n`);
  if (isRoot) for (const file of readdirSync(config)) chownSync(join(config, file), UNPRIVILEGED.uid, UNPRIVILEGED.gid);
  const settings = {
    'cluster.name': 'labmedicin-engines',
    'node.name': 'labmedicin-engines',
    'discovery.type': 'single-node',
    'xpack.security.enabled': 'false',
    'path.data': ownedDir(join(base, 'data')),
    'path.logs': ownedDir(join(base, 'logs')),
    'network.host': HOST,
    'http.port': String(httpPort),
    'transport.port': String(transportPort),
    // A nearly full disk of a developer machine must not turn the indexes read-only mid-test.
    'cluster.routing.allocation.disk.threshold_enabled': 'false',
  };
  const args = Object.entries(settings).flatMap(([key, value]) => ['-E', `${key}=${value}`]);
  const env = { ...process.env, ES_JAVA_HOME: javaHome(), ES_PATH_CONF: config, ES_TMPDIR: ownedDir(join(base, 'tmp')) };
  delete env.ES_JAVA_OPTS;
  const launcher = join(home, 'bin', 'elasticsearch');
  const child = isRoot
    ? startProcess(runDir, 'elasticsearch', 'setpriv', [`--reuid=${UNPRIVILEGED.uid}`, `--regid=${UNPRIVILEGED.gid}`, '--clear-groups', launcher, ...args], { env, cwd: base })
    : startProcess(runDir, 'elasticsearch', launcher, args, { env, cwd: base });
  const url = `http://${HOST}:${httpPort}`;
  await waitFor('elasticsearch', runDir, child, () => httpOk(`${url}/_cluster/health?wait_for_status=yellow&timeout=1s`), 120_000);
  return { ELASTICSEARCH_URL: url };
}

async function startMinio(runDir, bin, secrets, port, consolePort) {
  const dir = join(runDir, 'minio');
  mkdirSync(dir, { recursive: true });
  const child = startProcess(runDir, 'minio', bin, ['server', dir, '--quiet', '--address', `${HOST}:${port}`, '--console-address', `${HOST}:${consolePort}`], {
    env: { ...process.env, MINIO_ROOT_USER: secrets.s3AccessKey, MINIO_ROOT_PASSWORD: secrets.s3SecretKey },
  });
  const url = `http://${HOST}:${port}`;
  await waitFor('minio', runDir, child, () => httpOk(`${url}/minio/health/ready`), 60_000);
  return { S3_ENDPOINT: url, S3_ACCESS_KEY: secrets.s3AccessKey, S3_SECRET_KEY: secrets.s3SecretKey, S3_BUCKET: 'labmedicin' };
}

/** Kept beside the data, so that engines started again accept the credentials their data was made with. */
function secretsOf(runDir) {
  const file = join(runDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = {
    redisPassword: randomBytes(18).toString('base64url'),
    s3AccessKey: `labmedicin-${randomBytes(4).toString('hex')}`,
    s3SecretKey: randomBytes(24).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  return secrets;
}

/**
 * The pid `up` recorded for an engine, if that process still runs: every engine is given a path
 * inside runDir on its command line, so a pid the system has since reused is not taken for ours.
 */
function runningPid(runDir, name) {
  const file = join(runDir, `${name}.pid`);
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').trim());
  let cmdline = '';
  try {
    cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
  } catch {
    // gone
  }
  if (!cmdline.includes(runDir)) {
    rmSync(file, { force: true });
    return null;
  }
  return pid;
}

/**
 * CPU seconds the engines running from runDir have used so far (Linux; null elsewhere): every
 * process of each engine's process group, so the JVMs under their launch scripts count. An engine
 * restarted since `up` counts from its restart.
 */
export function enginesCpuSeconds({ runDir = DEFAULT_RUN_DIR } = {}) {
  const groups = new Set(ENGINES.map((name) => runningPid(runDir, name)).filter((pid) => pid !== null));
  try {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      let fields;
      try {
        fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      } catch {
        continue; // ended meanwhile
      }
      // pgrp is field 5 of proc(5); utime, stime, cutime, cstime fields 14-17 (counted from the state, field 3).
      if (groups.has(Number(fields[2]))) ticks += fields.slice(11, 15).reduce((sum, value) => sum + Number(value), 0);
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

/**
 * Starts the four engines (installing what is missing) on the ports they had before, where free
 * (all of them, or an error, with `keepPorts`), and writes their variables to envFile. Returns
 * those variables.
 */
export async function enginesUp({ runDir = DEFAULT_RUN_DIR, envFile = DEFAULT_ENV_FILE, fresh = false, keepPorts = false } = {}) {
  const running = ENGINES.filter((name) => runningPid(runDir, name) !== null);
  if (running.length > 0) throw new Error(`${running.join(', ')} already running from ${runDir}: run engines:down first`);
  const installed = install();
  if (fresh) rmSync(runDir, { recursive: true, force: true });
  mkdirSync(runDir, { recursive: true });
  const secrets = secretsOf(runDir);
  const ports = await enginePorts(runDir, { keep: keepPorts });
  const started = Date.now();
  let variables;
  try {
    const parts = await Promise.all([
      startRedis(runDir, secrets, ports.redis),
      startMongo(runDir, installed.mongo, ports.mongo),
      startFerretdb(runDir, installed.ferretdb, ports.ferretdb),
      startElasticsearch(runDir, installed.elasticsearch, ports.elasticsearchHttp, ports.elasticsearchTransport),
      startMinio(runDir, installed.minio, secrets, ports.minio, ports.minioConsole),
    ]);
    variables = Object.assign({}, ...parts);
  } catch (error) {
    await enginesDown({ runDir, envFile });
    throw error;
  }
  log(`Redis, mongo-java-server, FerretDB, Elasticsearch and MinIO ready in ${seconds(started)}`);
  const lines = Object.entries(variables).map(([key, value]) => `${key}=${value}`);
  writeFileSync(envFile, `# Written by npm run engines:up (${runDir}); removed by npm run engines:down.\n${lines.join('\n')}\n`, { mode: 0o600 });
  log(`variables written to ${envFile}`);
  return variables;
}

/** Stops the process groups `up` started from runDir, politely first, and removes envFile. */
export async function enginesDown({ runDir = DEFAULT_RUN_DIR, envFile = DEFAULT_ENV_FILE } = {}) {
  const stopping = ENGINES.map((name) => [name, runningPid(runDir, name)]).filter(([, pid]) => pid !== null);
  for (const [, pid] of stopping) signalGroup(pid, 'SIGTERM');
  const until = Date.now() + 30_000;
  for (const [name, pid] of stopping) {
    while (alive(pid) && Date.now() < until) await sleep(200);
    if (alive(pid)) signalGroup(pid, 'SIGKILL');
    rmSync(join(runDir, `${name}.pid`), { force: true });
    log(`${name} stopped`);
  }
  rmSync(envFile, { force: true });
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

function alive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops Redis as an operator's restart would (SIGTERM: it writes its append-only file first) and
 * starts it again on the same port with the same data, so the product must reconnect by itself.
 */
export async function restartRedis({ runDir = DEFAULT_RUN_DIR, downMs = 0 } = {}) {
  const pid = runningPid(runDir, 'redis');
  if (pid === null) throw new Error(`no Redis of engines:up is running from ${runDir}`);
  const port = Number(/^port (\d+)$/m.exec(readFileSync(join(runDir, 'redis', 'redis.conf'), 'utf8'))[1]);
  signalGroup(pid, 'SIGTERM');
  while (alive(pid)) await sleep(50);
  // A fault test's outage: Redis stays down this long.
  if (downMs > 0) await sleep(downMs);
  await startRedis(runDir, secretsOf(runDir), port);
  log(`redis restarted on ${port}${downMs > 0 ? ` after ${downMs} ms down` : ''}`);
}

/**
 * Stops MinIO (SIGTERM), keeps it down `downMs`, and starts it again on the same ports with the
 * same data: an object-store outage the product must ride out and recover from by itself.
 */
export async function restartMinio({ runDir = DEFAULT_RUN_DIR, downMs = 0 } = {}) {
  const pid = runningPid(runDir, 'minio');
  if (pid === null) throw new Error(`no MinIO of engines:up is running from ${runDir}`);
  const ports = JSON.parse(readFileSync(join(runDir, 'ports.json'), 'utf8'));
  signalGroup(pid, 'SIGTERM');
  while (alive(pid)) await sleep(50);
  log('minio stopped');
  if (downMs > 0) await sleep(downMs);
  await startMinio(runDir, installMinio(), secretsOf(runDir), ports.minio, ports.minioConsole);
  log(`minio restarted on ${ports.minio}${downMs > 0 ? ` after ${downMs} ms down` : ''}`);
}

/**
 * Stops all four engines as an operator's restart would and starts them again on their data and
 * their ports (envFile is written again, the same), so that what the product stored must come back
 * from disk and the product reaches them with the variables it had.
 */
export async function restartEngines({ runDir = DEFAULT_RUN_DIR, envFile = DEFAULT_ENV_FILE } = {}) {
  await enginesDown({ runDir, envFile });
  return enginesUp({ runDir, envFile, keepPorts: true });
}

/** Reads a KEY=value file as written by enginesUp. */
export function readEnvFile(file) {
  return Object.fromEntries(
    readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => line.trim() !== '' && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** `--down-ms N`: how long restart-redis (restart-minio) keeps Redis (MinIO) stopped. */
function downMsOf(argv) {
  const i = argv.indexOf('--down-ms');
  if (i < 0) return 0;
  const ms = Number(argv[i + 1]);
  if (!Number.isInteger(ms) || ms < 0) throw new Error(`--down-ms takes a whole number of milliseconds, not ${argv[i + 1]}`);
  return ms;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command] = process.argv.slice(2);
  // The fault tests restart the Redis, MinIO, or all engines, of the test run's own engines.
  const runDir = process.env.LABMEDICIN_ENGINES_RUN_DIR ?? DEFAULT_RUN_DIR;
  const envFile = process.env.ENGINES_ENV_FILE ?? DEFAULT_ENV_FILE;
  try {
    if (command === 'up') await enginesUp({ runDir, fresh: process.argv.includes('--fresh') });
    else if (command === 'down') await enginesDown({ runDir });
    else if (command === 'restart-redis') await restartRedis({ runDir, downMs: downMsOf(process.argv) });
    else if (command === 'restart-minio') await restartMinio({ runDir, downMs: downMsOf(process.argv) });
    else if (command === 'restart') await restartEngines({ runDir, envFile });
    else throw new Error('usage: engines.mjs up [--fresh] | down | restart-redis [--down-ms N] | restart-minio [--down-ms N] | restart');
  } catch (error) {
    console.error(`[engines] ${error.message}`);
    process.exit(1);
  }
}
