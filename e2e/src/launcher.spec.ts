import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { eventually } from './support/eventually';
import { startProduct, type RunningProduct } from './support/product';

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
