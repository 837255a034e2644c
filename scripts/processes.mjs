// Starting and stopping the gateway and the four services (REPLICAS of each), shared by start and dev.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { get } from 'node:http';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { portIsFree } from '../tools/free-ports.cjs';

export const ROOT = new URL('..', import.meta.url).pathname;
export const SERVICES = ['auth-users', 'content', 'media', 'comments'];

/** Runs a command to completion with inherited output; rejects on a non-zero exit. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

export function build(env) {
  return run('npx', ['nx', 'run-many', '-t', 'build', '--outputStyle=static'], {
    env: { ...env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' },
  });
}

/**
 * How many processes of each app to start: REPLICAS (default 1). Replicas share the work through
 * the Redis transport's consumer groups; the embedded TCP transport gives each service one port.
 */
export function replicasOf(env) {
  const replicas = Number(env.REPLICAS ?? 1);
  if (!Number.isInteger(replicas) || replicas < 1) throw new Error(`REPLICAS must be a whole number of at least 1, not ${env.REPLICAS}`);
  if (replicas > 1 && !env.REDIS_URL) throw new Error('REPLICAS above 1 needs REDIS_URL: the embedded TCP transport runs one process per service');
  return replicas;
}

const GATEWAY_PORT_DEFAULT = 5001;

/** The gateways' ports: PORT (default 5001), then the next ones up for further replicas. */
export function gatewayPorts(env) {
  const base = Number(env.PORT ?? GATEWAY_PORT_DEFAULT);
  return Array.from({ length: replicasOf(env) }, (_, i) => base + i);
}

/** The embedded TCP transport's default first port; its nodes (the gateway, then each service) take the ports from it on. */
const TRANSPORT_PORT_DEFAULT = 4100;
const TRANSPORT_NODE_COUNT = 1 + SERVICES.length;
/** Where a free block of transport ports is looked for when the default one is taken. */
const TRANSPORT_PORT_SEARCH = { from: TRANSPORT_PORT_DEFAULT + TRANSPORT_NODE_COUNT, to: 4999 };

/** The first of the ports a server could not listen on now (on `host`, or on every interface as the gateway does). */
async function firstTaken(ports, host) {
  for (const port of ports) if (!(await portIsFree(port, { host, exclusive: true }))) return port;
  return undefined;
}

const range = (base, count) => Array.from({ length: count }, (_, i) => base + i);

/**
 * Every process's operations port (/livez, /readyz, /metrics): the gateway OPS_PORT_BASE, then
 * auth-users, content, media and comments the next four, and each further replica the five after.
 */
const OPS_PORT_DEFAULT = 9460;
const OPS_PORT_SEARCH_TO = 9999;
const OPS_APPS = ['gateway', ...SERVICES];

export function opsPortOf(env, app, replica) {
  return Number(env.OPS_PORT_BASE) + replica * OPS_APPS.length + OPS_APPS.indexOf(app);
}

/** Where each app's operations ports are, for the line npm start prints. */
export function opsPortsLine(env) {
  const replicas = replicasOf(env);
  return OPS_APPS.map((app) => `${app} ${range(0, replicas).map((replica) => opsPortOf(env, app, replica)).join(', ')}`).join('; ');
}

/** OPS_PORT_BASE's block when it is set (it must be free), else the default block or the first free one above it. */
async function chooseOpsPorts(env) {
  const count = OPS_APPS.length * replicasOf(env);
  if (env.OPS_PORT_BASE) {
    const base = Number(env.OPS_PORT_BASE);
    const taken = await firstTaken(range(base, count));
    if (taken !== undefined) {
      throw new Error(`port ${taken} is in use (OPS_PORT_BASE=${env.OPS_PORT_BASE}: the operations ports are ${base}-${base + count - 1}): set OPS_PORT_BASE to the first of ${count} free ports, or leave it unset`);
    }
    return;
  }
  for (let base = OPS_PORT_DEFAULT; base + count - 1 <= OPS_PORT_SEARCH_TO; ) {
    const taken = await firstTaken(range(base, count));
    if (taken === undefined) {
      env.OPS_PORT_BASE = String(base);
      return;
    }
    base = taken + 1;
  }
  throw new Error(`no ${count} consecutive free ports for the operations ports between ${OPS_PORT_DEFAULT} and ${OPS_PORT_SEARCH_TO}: set OPS_PORT_BASE to the first of ${count} free ports`);
}

/**
 * Checks the ports before anything starts, so that a second product on the same machine (another
 * checkout, or another PORT) starts too, or says plainly why not. The gateways' ports must be
 * free. The transport's ports (embedded profile) are TRANSPORT_PORT_BASE's when it is set, and
 * must then be free; otherwise the default block, or the first free block above it when another
 * product has it; the operations ports (OPS_PORT_BASE) likewise. Sets TRANSPORT_PORT_BASE and
 * OPS_PORT_BASE in env for the processes; throws one line that names the port and the variable to change.
 */
export async function choosePorts(env) {
  const gatewayTaken = await firstTaken(gatewayPorts(env));
  if (gatewayTaken !== undefined) {
    const set = env.PORT ? `PORT=${env.PORT}` : `PORT, default ${GATEWAY_PORT_DEFAULT}`;
    throw new Error(`port ${gatewayTaken} is in use (${set}): set PORT to a free port`);
  }
  await chooseOpsPorts(env);
  if (env.REDIS_URL) return;
  const host = env.TRANSPORT_HOST ?? '127.0.0.1';
  if (env.TRANSPORT_PORT_BASE) {
    const base = Number(env.TRANSPORT_PORT_BASE);
    const taken = await firstTaken(range(base, TRANSPORT_NODE_COUNT), host);
    if (taken !== undefined) {
      throw new Error(
        `port ${taken} is in use (TRANSPORT_PORT_BASE=${env.TRANSPORT_PORT_BASE}: the transport takes ${base}-${base + TRANSPORT_NODE_COUNT - 1}): ` +
          `set TRANSPORT_PORT_BASE to the first of ${TRANSPORT_NODE_COUNT} free ports, or leave it unset`,
      );
    }
    return;
  }
  for (let base = TRANSPORT_PORT_DEFAULT; base + TRANSPORT_NODE_COUNT - 1 <= TRANSPORT_PORT_SEARCH.to; ) {
    const taken = await firstTaken(range(base, TRANSPORT_NODE_COUNT), host);
    if (taken === undefined) {
      env.TRANSPORT_PORT_BASE = String(base);
      if (base !== TRANSPORT_PORT_DEFAULT) console.log(`[labmedicin] the transport's ports ${TRANSPORT_PORT_DEFAULT}-${TRANSPORT_PORT_DEFAULT + TRANSPORT_NODE_COUNT - 1} are in use; taking ${base}-${base + TRANSPORT_NODE_COUNT - 1}`);
      return;
    }
    base = Math.max(taken + 1, TRANSPORT_PORT_SEARCH.from);
  }
  throw new Error(`no ${TRANSPORT_NODE_COUNT} consecutive free ports for the transport between ${TRANSPORT_PORT_DEFAULT} and ${TRANSPORT_PORT_SEARCH.to}: set TRANSPORT_PORT_BASE to the first of ${TRANSPORT_NODE_COUNT} free ports`);
}

/**
 * V8 heap flags of each app. Node's default young generation (16 MB semi-spaces) lets every busy
 * process hold up to about 48 MB it has already collected; 2 MB semi-spaces cost some more
 * scavenges and keep the five processes of the embedded profile about 170 MB smaller. The old
 * space limits make V8 collect before it grows the heap far past what a process keeps (content
 * holds its NeDB documents and the search index: about 250 MB with 10,000 articles); they are
 * ceilings, not reservations. Command-line flags win over NODE_OPTIONS, so a deployment that needs more edits them here.
 * The gateway and content get 8 MB semi-spaces: every request the gateway forwards keeps Express's,
 * Nest's and rxjs's objects alive while content answers, so with 2 MB nearly all of them outlived a
 * scavenge and were promoted, and garbage collection took about a third of the gateway's CPU under
 * uncached reads (1,350 against 900 µs per article read) and almost half of content's; it costs up
 * to about 30 MB more RSS each under load, given back at rest.
 * Content grows its old space by 20 % past what a mark-compact leaves instead of V8's factor (about
 * 1.5 with a 512 MB ceiling): it holds about 170-190 MB live with 10,000 articles, and the room V8
 * left on top was never given back (content 365-375 MB 5 s after start, 350-358 MB with it). The
 * price is a few more mark-compacts under load.
 */
export const HEAP_FLAGS = {
  gateway: ['--max-semi-space-size=8', '--max-old-space-size=512'],
  'auth-users': ['--max-semi-space-size=2', '--max-old-space-size=256'],
  content: ['--max-semi-space-size=8', '--max-old-space-size=512', '--heap-growing-percent=20'],
  media: ['--max-semi-space-size=2', '--max-old-space-size=256'],
  comments: ['--max-semi-space-size=2', '--max-old-space-size=256'],
};

/** How long a replica that died stays down before it is started again. */
const RESTART_DELAY_MS = 1_000;

/**
 * Starts REPLICAS of each service, then as many gateways (on gatewayPorts), each a child process,
 * and returns a stop function. A replica that dies on its own is started again, as an orchestrator
 * would, while its siblings carry the load; with one process per app, onCrash is told which died.
 */
export function startAll({ env, node = ['--enable-source-maps'], onCrash }) {
  if (!env.OPS_PORT_BASE) throw new Error('startAll needs the ports choosePorts(env) sets');
  const replicas = replicasOf(env);
  const ports = gatewayPorts(env);
  const children = new Map();
  let stopping = false;
  const startChild = (app, replica) => {
    const name = replicas === 1 ? app : `${app}#${replica + 1}`;
    // choosePorts has set OPS_PORT_BASE; each process gets its own port of the block.
    const childEnv = { ...env, OPS_PORT: String(opsPortOf(env, app, replica)), ...(app === 'gateway' ? { PORT: String(ports[replica]) } : {}) };
    // Own process group: Ctrl-C reaches only this launcher, which stops the children in order.
    // The IPC channel closes when the launcher ends, however it ends: the child then stops itself
    // (endWithLauncher in the platform), so a launcher killed outright leaves no process holding its ports.
    const child = spawn(process.execPath, [...HEAP_FLAGS[app], ...node, join(ROOT, 'apps', app, 'dist', 'main.js')], {
      cwd: ROOT,
      env: childEnv,
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
      detached: true,
    });
    child.on('exit', (code, signal) => {
      children.delete(name);
      if (stopping) return;
      if (replicas === 1) return onCrash?.(name, code ?? signal);
      console.error(`[labmedicin] ${name} stopped unexpectedly (${code ?? signal}); starting it again`);
      setTimeout(() => stopping || startChild(app, replica), RESTART_DELAY_MS);
    });
    children.set(name, child);
  };
  for (const app of [...SERVICES, 'gateway']) {
    const entry = join(ROOT, 'apps', app, 'dist', 'main.js');
    if (!existsSync(entry)) throw new Error(`${entry} is missing: run the build first`);
    for (let replica = 0; replica < replicas; replica += 1) startChild(app, replica);
  }
  // Should the launcher itself end abruptly (an uncaught error), its children must not outlive it.
  process.on('exit', () => children.forEach((child) => child.kill('SIGKILL')));
  const stopOne = (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
      child.once('exit', () => {
        clearTimeout(force);
        resolve();
      });
      child.kill('SIGTERM');
    });
  // The gateways first, so no request is still on its way to a service that is already gone.
  return async function stopAll() {
    stopping = true;
    const gateways = [...children].filter(([name]) => name.startsWith('gateway')).map(([, child]) => child);
    await Promise.all(gateways.map(stopOne));
    await Promise.all([...children.values()].map(stopOne));
  };
}

/**
 * The session secret kept in DATA_DIR/gateway/session-secret (readable by its owner only), made
 * the first time: the file the gateway itself keeps outside production, so `npm start` and
 * `npm run dev` on one data folder sign alike, and sessions stored in Redis outlive a restart.
 * Written whole under a name of its own, then linked into place: the first link wins.
 */
export function keepSessionSecret(env) {
  const file = join(resolve(ROOT, env.DATA_DIR ?? 'data'), 'gateway', 'session-secret');
  const kept = existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
  if (kept) return kept;
  mkdirSync(dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  writeFileSync(draft, randomBytes(32).toString('hex'), { mode: 0o600 });
  try {
    linkSync(draft, file);
  } catch (error) {
    if (error.code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
  return readFileSync(file, 'utf8').trim();
}

/** Whether GET url answers 200; false while nothing listens yet. */
function answersOk(url) {
  return new Promise((resolve) => {
    get(url, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    }).on('error', () => resolve(false));
  });
}

/**
 * Resolves once GET /api/health answers 200, rejects after the timeout. With node:http rather than
 * fetch: loading fetch (undici) alone keeps the launcher about 12 MB larger for as long as it runs.
 */
export async function waitForHealth(baseUrl, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await answersOk(`${baseUrl}/api/health`)) return;
    if (Date.now() > until) throw new Error(`${baseUrl}/api/health did not answer 200 within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
