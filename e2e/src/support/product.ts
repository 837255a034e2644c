import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TRANSPORT_NODES } from '@labmedicin/contracts';
import { freePort, freePortBlock } from '@labmedicin/platform/testing';

const ROOT = resolve(__dirname, '../../..');

export interface RunningProduct {
  baseUrl: string;
  dataDir: string;
  admin: { email: string; password: string };
  stop(): Promise<void>;
}

/** The variables that switch a concern to a production engine: only a test's own extraEnv sets them. */
const ENGINE_VARIABLES = ['REDIS_URL', 'MONGO_URL', 'MONGO_STAND_IN', 'ELASTICSEARCH_URL', 'S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET'];

function inheritedEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ENGINE_VARIABLES) delete env[name];
  return env;
}

/**
 * Starts the built product exactly as `npm start` does (scripts/start.mjs --skip-build) on free
 * ports and a fresh data dir, and waits until /api/health answers.
 */
export async function startProduct(extraEnv: Record<string, string> = {}): Promise<RunningProduct> {
  const dataDir = await mkdtemp(join(tmpdir(), 'labmedicin-e2e-'));
  const port = await freePort();
  const transportBase = await freePortBlock(TRANSPORT_NODES.length);
  const admin = { email: 'admin@e2e.labmedicin.test', password: 'e2e-admin-password' };
  const child: ChildProcess = spawn(process.execPath, ['scripts/start.mjs', '--skip-build'], {
    cwd: ROOT,
    env: {
      ...inheritedEnv(),
      NODE_ENV: 'test',
      PORT: String(port),
      DATA_DIR: dataDir,
      TRANSPORT_PORT_BASE: String(transportBase),
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      await new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      });
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, admin, stop };
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
