import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { startRedisServer, type RedisServerHandle } from '@labmedicin/platform/testing';
import { eventually } from './support/eventually';
import { adminSession, startProduct, type RunningProduct } from './support/product';

/** The processes the launcher started: its direct children (the gateway and the four services). */
function childrenOf(pid: number): number[] {
  const listed = execFileSync('ps', ['-o', 'pid=', '--ppid', String(pid)], { encoding: 'utf8' });
  return listed.split('\n').map((line) => Number(line.trim())).filter((child) => child > 0);
}

/** Whether the process still runs: one that has ended but is not yet reaped by its new parent (a zombie) does not. */
function isRunning(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** Whether something still listens on the port (a connection is accepted). */
function listens(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * `npm start` killed outright (kill -9, or its terminal closed) has no chance to stop what it
 * started: the gateway and the four services stop by themselves, and free their ports.
 */
describe('the launcher (npm start)', () => {
  let product: RunningProduct | undefined;
  let children: number[] = [];

  afterAll(async () => {
    // Whatever a failure left running is ended here (these are the test's own processes).
    for (const child of children.filter(isRunning)) process.kill(child, 'SIGKILL');
    await product?.stop();
  });

  it('killed with SIGKILL, leaves no process of its own running nor any of its ports taken', async () => {
    product = await startProduct();
    children = childrenOf(product.pid);
    expect(children).toHaveLength(5);
    const ports = [Number(new URL(product.baseUrl).port), ...Array.from({ length: 5 }, (_, i) => product!.opsPortBase + i)];
    // Every process is up: each operations port answers.
    expect(await Promise.all(ports.map(listens))).toEqual(ports.map(() => true));

    process.kill(product.pid, 'SIGKILL');
    const running = await eventually(() => children.filter(isRunning), (left) => left.length === 0, 30_000);
    expect(running).toEqual([]);
    const taken = await eventually(async () => (await Promise.all(ports.map(async (port) => ((await listens(port)) ? port : null)))).filter((port) => port !== null), (left) => left.length === 0, 5_000);
    expect(taken).toEqual([]);
  });
});

/** The value of one variable in a running process's environment (as it was started). */
function environmentOf(pid: number, name: string): string | undefined {
  const entry = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0').find((pair) => pair.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

/**
 * `npm start` with nothing set runs production mode: every process it starts has NODE_ENV
 * production, which is what makes React load its production build for the pages rendered on the
 * server. Production needs a session secret; unset, the launcher makes one, keeps it in the data
 * folder for its owner only, and signs with the same one after a restart: a session kept in Redis
 * is still signed in.
 */
describe('npm start with nothing set', () => {
  let redis: RedisServerHandle | undefined;
  let product: RunningProduct | undefined;

  beforeAll(async () => {
    redis = await startRedisServer();
    product = await startProduct({ REDIS_URL: redis.url }, { defaultMode: true });
  });

  afterAll(async () => {
    await product?.stop();
    await redis?.stop();
  });

  it('runs the gateway and the four services in production mode', () => {
    const children = childrenOf(product!.pid);
    expect(children).toHaveLength(5);
    expect(children.map((pid) => environmentOf(pid, 'NODE_ENV'))).toEqual(children.map(() => 'production'));
  });

  it('keeps the session secret it made in the data folder, and a session outlives a restart', async () => {
    const secretFile = join(product!.dataDir, 'gateway', 'session-secret');
    const secret = readFileSync(secretFile, 'utf8');
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    // Readable and writable by its owner only.
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);

    const cookie = await adminSession(product!);
    const me = async () => (await (await fetch(`${product!.baseUrl}/api/auth/me`, { headers: { cookie } })).json()) as { user: { email: string } | null };
    expect((await me()).user?.email).toBe(product!.admin.email);

    await product!.restart();
    expect(readFileSync(secretFile, 'utf8')).toBe(secret);
    expect((await me()).user?.email).toBe(product!.admin.email);
  });
});
