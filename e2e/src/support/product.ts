import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TRANSPORT_NODES } from '@labmedicin/contracts';
import { cloneSeededContent, copySeededContent, freePortBlock, withoutEngines } from '@labmedicin/platform/testing';
import { Redis } from 'ioredis';

const ROOT = resolve(__dirname, '../../..');

export interface RunningProduct {
  /** The first gateway. */
  baseUrl: string;
  /** Every gateway: one per replica, on consecutive ports. */
  baseUrls: string[];
  /** The launcher (scripts/start.mjs); the gateways and services are its children. */
  pid: number;
  dataDir: string;
  /** The gateway's operations port; auth-users, content, media and comments have the next four (first replica). */
  opsPortBase: number;
  admin: { email: string; password: string };
  /** The MongoDB database a service stores in (production profile). */
  mongoDatabase(service: string): string;
  /**
   * Stops every process, runs `whileStopped` (e.g. to change a data file, or to restart the
   * engines: variables it returns replace those the product was started with), and starts them
   * again on the same port and data. In the embedded profile sessions are lost.
   */
  restart(whileStopped?: () => Promise<Record<string, string> | void>): Promise<void>;
  stop(): Promise<void>;
}


/** Signs the product's admin in at `gateway` (the first by default) and gives the session cookie. */
export async function adminSession(product: Pick<RunningProduct, 'baseUrl' | 'admin'>, gateway = product.baseUrl): Promise<string> {
  const login = await fetch(`${gateway}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(product.admin),
  });
  if (login.status !== 200) throw new Error(`the admin's sign-in at ${gateway} answered ${login.status}`);
  return (login.headers.get('set-cookie') ?? '').split(';')[0];
}

/**
 * The production engines `npm test` brought up for this run (scripts/engines), as variables for
 * startProduct, or null when the tests run without them. They are fresh for each run of
 * `npm test`; each product started on them has a space of its own there (ownSpace).
 */
export function productionEngines(): Record<string, string> | null {
  const file = process.env.ENGINES_ENV_FILE;
  if (!file) return null;
  const lines = readFileSync(file, 'utf8').split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
  return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]));
}

/** Redis databases 16–31 go to the products in turn (1–15 are the gateway's API suites' stacks). */
const PRODUCT_REDIS_DATABASES = { first: 16, count: 16 };
const PRODUCT_COUNTER_KEY = 'labmedicin:test:e2e-products';

/**
 * A product's own space of the shared production engines, as the variables that point it there:
 * browser test files run side by side, and two products on one Redis database would take each
 * other's requests off the transport's streams. An emptied Redis database, MongoDB databases and
 * Elasticsearch indices under a prefix of its own, and a bucket of its own.
 */
async function ownSpace(redisUrl: string): Promise<Record<'REDIS_URL' | 'MONGO_DATABASE_PREFIX' | 'SEARCH_INDEX_PREFIX' | 'S3_BUCKET', string>> {
  const name = `e2e${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const database = PRODUCT_REDIS_DATABASES.first + ((await redis.incr(PRODUCT_COUNTER_KEY)) % PRODUCT_REDIS_DATABASES.count);
    await redis.select(database);
    await redis.flushdb();
    const url = new URL(redisUrl);
    url.pathname = `/${database}`;
    return { REDIS_URL: url.toString(), MONGO_DATABASE_PREFIX: name, SEARCH_INDEX_PREFIX: name, S3_BUCKET: name };
  } finally {
    redis.disconnect();
  }
}

/**
 * Starts the built product exactly as `npm start` does (scripts/start.mjs --skip-build) on free
 * ports and a fresh data dir, and waits until /api/health answers on every gateway.
 * On the production engines (extraEnv with MONGO_URL) it gets a space of its own (ownSpace).
 * `defaultTransportPorts`: leaves TRANSPORT_PORT_BASE and OPS_PORT_BASE unset, as a person running
 * `npm start` does. `defaultMode`: leaves NODE_ENV and the session's variables unset likewise (the
 * tests otherwise run the product in test mode).
 */
export async function startProduct(
  extraEnv: Record<string, string> = {},
  { defaultTransportPorts = false, defaultMode = false } = {},
): Promise<RunningProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'labmedicin-e2e-'));
  const replicas = Number(extraEnv.REPLICAS ?? 1);
  // One block for the gateways, the transport's nodes and every process's operations port (the
  // gateway and the four services, for each replica): blocks chosen apart could overlap, as none
  // is listened on before the product starts.
  const port = await freePortBlock(replicas + TRANSPORT_NODES.length + TRANSPORT_NODES.length * replicas);
  const transportBase = port + replicas;
  const opsBase = transportBase + TRANSPORT_NODES.length;
  const admin = { email: 'admin@e2e.labmedicin.test', password: 'e2e-admin-password' };
  const space = extraEnv.MONGO_URL && extraEnv.REDIS_URL ? await ownSpace(extraEnv.REDIS_URL) : null;
  const env: NodeJS.ProcessEnv = {
    // The engines' variables only from a test's own extraEnv.
    ...withoutEngines(process.env),
    NODE_ENV: 'test',
    PORT: String(port),
    DATA_DIR: dataDir,
    TRANSPORT_PORT_BASE: String(transportBase),
    OPS_PORT_BASE: String(opsBase),
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    LOG_LEVEL: 'warn',
    // A service that answers nothing for this long, its health included, counts as down (503 at
    // once). Several browser files' products on two loaded cores can leave a healthy one silent for
    // longer than the default (1.5 s); the fault tests, which are about that, set their own.
    SERVICE_TIMEOUT_MS: '5000',
    ...extraEnv,
    ...space,
  };
  // Content starts from the store npm test seeded once, where it did, instead of seeding again; a
  // data folder or space the test chose itself (an import's) is left as it is.
  if (space && extraEnv.ELASTICSEARCH_URL) {
    await cloneSeededContent({ MONGO_URL: extraEnv.MONGO_URL, ELASTICSEARCH_URL: extraEnv.ELASTICSEARCH_URL }, space.MONGO_DATABASE_PREFIX);
  } else if (!extraEnv.MONGO_URL && !extraEnv.DATA_DIR) {
    await copySeededContent(dataDir);
  }
  if (defaultTransportPorts) {
    delete env.TRANSPORT_PORT_BASE;
    delete env.OPS_PORT_BASE;
  }
  if (defaultMode) {
    delete env.NODE_ENV;
    delete env.SESSION_SECRET;
    delete env.SESSION_COOKIE_SECURE;
  }
  const launch = () => spawn(process.execPath, ['scripts/start.mjs', '--skip-build'], { cwd: ROOT, env, stdio: ['ignore', 'inherit', 'inherit'] });
  let child: ChildProcess = launch();
  const baseUrls = Array.from({ length: replicas }, (_, i) => `http://localhost:${port + i}`);
  const halt = async () => {
    // Ended already: on its own (an exit code) or killed (a signal).
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  };
  const stop = async () => {
    await halt();
    await rm(dataDir, { recursive: true, force: true });
  };
  const restart = async (whileStopped?: () => Promise<Record<string, string> | void>) => {
    await halt();
    Object.assign(env, await whileStopped?.());
    child = launch();
    for (const baseUrl of baseUrls) await waitForHealth(baseUrl, child);
  };
  try {
    for (const baseUrl of baseUrls) await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    baseUrl: baseUrls[0],
    baseUrls,
    get pid() {
      return child.pid as number;
    },
    dataDir,
    opsPortBase: Number(env.OPS_PORT_BASE),
    admin,
    mongoDatabase: (service) => `${env.MONGO_DATABASE_PREFIX ?? 'labmedicin'}-${service}`,
    restart,
    stop,
  };
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + 90_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the product exited with ${child.exitCode} before it was healthy`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${baseUrl} did not become healthy`);
}
